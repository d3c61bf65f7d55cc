// The fan screens' routes (app/router.tsx): the list and the stage editor (`?stid=`).
export const fanListPath = '/automaticSettings/FanControl';
export const fanEditPath = '/automaticSettings/FanControlSetting';
