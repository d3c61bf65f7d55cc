// Unit tests of app/ render screens without the shell: give them the screens' messages (both
// languages), as the protected route does for the current language after login. Other folders'
// tests skip it (it costs about half a second a file).
import { beforeAll, expect } from 'vitest';

beforeAll(async () => {
  if (!/[\\/]app[\\/]/.test(expect.getState().testPath ?? '')) return;
  const { loadScreenMessages } = await import('../i18n');
  await loadScreenMessages('zh-CN');
  await loadScreenMessages('en');
});
