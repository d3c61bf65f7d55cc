// The curtain screens' routes (app/router.tsx): the list and the editor (`?stid=`).
export const curtainListPath = '/automaticSettings/PullACurtainControl';
export const curtainEditPath = '/automaticSettings/EditPullACurtainControl';
