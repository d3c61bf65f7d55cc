// The auth feature's screens (public routes).
export { AuthCheckPage } from './auth-check-page';
export { LoginPage } from './login-page';
export { RegisterSuccessPage } from './register-success-page';
export { RetrievePasswordPage } from './retrieve-password-page';
