// The app's entry. /login in a browser opens the light login (React without MUI, the router or
// MQTT, to keep /login's first load small), which hands over to the full app when the grower moves on; every other path, and
// the packaged app, open the full app at once.
import { prepare } from './boot';
import { isPackagedApp } from './platform/native-shell';

const lightLogin = window.location.pathname === '/login' && !isPackagedApp();

// What both entries await first (the world's time, the language's messages) starts now, while their
// code loads; and a static import lets index.html preload the code they share (React, the login chunk).
void prepare();
// Each import in a function of its own: the build then preloads each one's own code (imports under one
// condition were preloaded with the full app's code, on /login too).
const entries = { login: () => import('./login-main'), app: () => import('./app-main') };
void entries[lightLogin ? 'login' : 'app']().then((entry) => entry.start());
