// The installable web app: service worker registration, the update prompt (the offline shell,
// app/pwa/offline-shell.tsx, loads on its own when the app opens offline).
export { acceptReload, dismissReload, offerReload, usePwa } from './pwa-store';
export { startServiceWorker, wantsServiceWorker, type ServiceWorkerHost } from './register';
export { UpdatePrompt } from './update-prompt';
export { offlineAtStart, serverReachable } from './connectivity';
