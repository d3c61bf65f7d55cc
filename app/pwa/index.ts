// The installable web app: service worker registration, the update prompt, the offline shell.
export { OfflineShell } from './offline-shell';
export { acceptReload, dismissReload, offerReload, usePwa } from './pwa-store';
export { startServiceWorker, wantsServiceWorker, type ServiceWorkerHost } from './register';
export { UpdatePrompt } from './update-prompt';
export { offlineAtStart, serverReachable } from './connectivity';
