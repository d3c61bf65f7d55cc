// The app's entry. /login in a browser opens the light login (React without MUI, the router or
// MQTT, to keep /login's first load small), which hands over to the full app when the grower moves on; every other path, and
// the packaged app, open the full app at once.
import { isPackagedApp } from './platform/native-shell';

const lightLogin = window.location.pathname === '/login' && !isPackagedApp();

void (lightLogin ? import('./login-main') : import('./app-main')).then((entry) => entry.start());
