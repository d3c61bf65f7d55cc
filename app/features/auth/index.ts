// The auth feature's screens (public routes), with the router's navigation as their port; the light
// /login (app/login-main.tsx) imports login-page itself, with the hand-over as its port.
import { AuthCheckPage } from './auth-check-page';
import { LoginPage } from './login-page';
import { RegisterSuccessPage } from './register-success-page';
import { RetrievePasswordPage } from './retrieve-password-page';
import { routed } from './routed';

export const routedAuth = {
  AuthCheckPage: routed(AuthCheckPage),
  LoginPage: routed(LoginPage),
  RegisterSuccessPage: routed(RegisterSuccessPage),
  RetrievePasswordPage: routed(RetrievePasswordPage),
};
