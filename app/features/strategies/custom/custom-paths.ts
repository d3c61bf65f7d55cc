// The custom rule screen's route (app/router.tsx): the list, or with `?stid=` the editor.
export const customPath = '/automaticSettings/EditCustomStrategy';
