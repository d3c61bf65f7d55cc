// Unit tests of app/ render screens without the shell: give them the screens' messages (both
// languages), as the protected route does for the current language after login. Other folders'
// tests skip it (it costs about half a second a file).
import { afterEach, beforeAll, expect } from 'vitest';

const inApp = () => /[\\/]app[\\/]/.test(expect.getState().testPath ?? '');

beforeAll(async () => {
  if (!inApp()) return;
  const { defaultLanguage, i18n, loadScreenMessages } = await import('../i18n');
  await loadScreenMessages('zh-CN');
  await loadScreenMessages('en');
  // Files share their worker's modules (vite.config.ts): one that switched to English must not
  // leave the next file in it.
  if (i18n.language !== defaultLanguage) await i18n.changeLanguage(defaultLanguage);
});

// Testing Library unmounts after each test only where test globals exist (Vitest runs without):
// a screen left mounted would go on querying the next file's world.
afterEach(async () => {
  if (!inApp()) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
