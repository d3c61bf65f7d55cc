// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'greenhouse-hil:lang';

// Each test loads a fresh module so the language read at start-up comes from the storage it sets.
async function load() {
  vi.resetModules();
  return import('./index');
}

describe('language switch', () => {
  beforeEach(() => localStorage.clear());

  it('starts in zh-CN when nothing is stored', async () => {
    const { currentLanguage, i18n } = await load();
    expect(currentLanguage()).toBe('zh-CN');
    expect(i18n.t('validation:phoneEmpty')).toBe('手机号不能为空!');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('setLanguage switches the texts, persists the choice and survives a reload', async () => {
    const first = await load();
    await first.setLanguage('en');
    expect(first.currentLanguage()).toBe('en');
    expect(first.i18n.t('validation:phoneEmpty')).toBe('phone cannot be empty');
    expect(localStorage.getItem(KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    const reloaded = await load();
    expect(reloaded.currentLanguage()).toBe('en');
  });

  it('ignores an unknown stored language', async () => {
    localStorage.setItem(KEY, 'fr');
    const { currentLanguage } = await load();
    expect(currentLanguage()).toBe('zh-CN');
  });

  it('rejects an unknown language without changing anything', async () => {
    const { setLanguage, currentLanguage } = await load();
    // @ts-expect-error a language the app does not speak
    await expect(setLanguage('fr')).rejects.toThrow('[i18n] unknown language: fr');
    expect(currentLanguage()).toBe('zh-CN');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('still switches when storage refuses to write', async () => {
    const { setLanguage, currentLanguage } = await load();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await setLanguage('en');
    expect(currentLanguage()).toBe('en');
    spy.mockRestore();
  });
});
