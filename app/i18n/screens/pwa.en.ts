// pwa: English texts, the same keys as zh-CN.
import type { pwa } from './pwa.zh-CN';

export const pwaEn: { [K in keyof typeof pwa]: string } = {
  updateReady:
    'A new version has been downloaded and takes effect after a reload. Save what you are editing first.',
  reloadNow: 'Reload',
  offlineTitle: 'No network connection',
  offlineBody:
    'Readings, device states, alarms and every control are live data from the controllers: they need the connection to be seen or used.',
  offlineHint: 'This page reloads by itself when the network is back, or press Retry.',
  retry: 'Retry',
};
