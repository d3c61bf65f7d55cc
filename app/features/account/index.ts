// The account feature's screens.
export { ChangePasswordPage } from './change-password-page';
