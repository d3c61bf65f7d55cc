// The system feature's screens, a chunk of their own: the entry keeps only the upgrade
// check and dialog (index.ts), which every page needs.
export { PaymentWarnPage } from './payment-warn-page';
export { VersionPage } from './version-page';
