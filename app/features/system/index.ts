// The system feature: payment notice, version, and the upgrade dialog and check.
export { PaymentWarnPage } from './payment-warn-page';
export { VersionPage } from './version-page';
export { UpgradeDialog } from './upgrade-dialog';
export { checkForUpgrade, storeAppVersion } from './upgrade-check';
