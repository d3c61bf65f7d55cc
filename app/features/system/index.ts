// The system feature in every page: the upgrade dialog and check (the screens are pages.ts).
export { UpgradeDialog } from './upgrade-dialog';
export { checkForUpgrade, storeAppVersion } from './upgrade-check';
