import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStorage, readKey, STORAGE_PREFIX, writeKey } from '../lib/storage';
import type { ScreenNamespace } from './screen-loaders';
import { zhCNCore } from './zh-CN-core';

export type { Messages } from './en';
import type { MessageKey } from './keys';

export type { MessageKey, Namespace } from './keys';

/** The languages the app speaks; zh-CN is the default. */
export const languages = ['zh-CN', 'en'] as const;

/** One of the app's languages. */
export type Language = (typeof languages)[number];

/** The default language (the seed's own). */
export const defaultLanguage: Language = 'zh-CN';

/** Where the chosen language is kept in browser storage. */
export const LANGUAGE_KEY = `${STORAGE_PREFIX}:lang`;

/**
 * The messages of the entry, by language then namespace: the default language's first-page
 * namespaces. Another language's are a chunk loaded before the first render when it is the chosen
 * one (`loadCoreMessages`), and the screens' namespaces are added with the shell after login
 * (`loadScreenMessages`), so /login carries neither.
 */
export const resources = { 'zh-CN': zhCNCore } as const;

/** True when the value names one of the app's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && languages.some((l) => l === value);
}

function storedLanguage(): Language {
  const saved = readKey(browserStorage(), LANGUAGE_KEY);
  return isLanguage(saved) ? saved : defaultLanguage;
}

/** The app's i18next instance, initialised synchronously so `i18n.t` works outside React at import. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: Object.keys(zhCNCore),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already.
});
setDocumentLanguage(currentLanguage());

function setDocumentLanguage(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The language in use now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** The first page's namespaces of the languages not in the entry, a chunk each. */
const coreLoaders: Partial<Record<Language, () => Promise<Record<string, object>>>> = {
  en: async () => (await import('./en-core')).enCore,
};
const coreLoaded = new Set<Language>([defaultLanguage]);

/**
 * Adds the first page's messages of a language (default: the current one) to i18next; the entry
 * (app/main.tsx) awaits it before the first render, and switching the language before switching.
 */
export async function loadCoreMessages(lang: Language = currentLanguage()): Promise<void> {
  const load = coreLoaders[lang];
  if (coreLoaded.has(lang) || !load) return;
  const bundles = await load();
  for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(lang, ns, bundle, true, false);
  coreLoaded.add(lang);
}

/** The source module of a namespace's zh-CN messages, as the route budgets name lazy modules. */
export const screenChunk = (ns: ScreenNamespace): string =>
  `app/i18n/screens/${ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.zh-CN`;

const screensLoaded: Record<Language, Set<ScreenNamespace>> = { 'zh-CN': new Set(), en: new Set() };

/**
 * Adds screens' namespaces of a language (default: the current one; default: all of them) to
 * i18next, a chunk each (not on /login; per screen area, app/router.tsx). The protected
 * route awaits the shell's with the shell, each area's route its own; switching the language loads
 * the other language's of every namespace loaded so far before switching.
 */
export async function loadScreenMessages(
  lang: Language = currentLanguage(),
  namespaces?: readonly ScreenNamespace[],
): Promise<void> {
  const [{ screenLoaders, screenNamespaces }] = await Promise.all([
    import('./screen-loaders'),
    loadCoreMessages(lang),
  ]);
  const missing = (namespaces ?? screenNamespaces).filter((ns) => !screensLoaded[lang].has(ns));
  if (missing.length === 0) return;
  const bundles = await Promise.all(missing.map((ns) => screenLoaders[lang][ns]()));
  missing.forEach((ns, index) => {
    i18n.addResourceBundle(lang, ns, bundles[index], true, false);
    screensLoaded[lang].add(ns);
  });
}

/** Switches the language and remembers the choice in browser storage (best effort). */
export async function setLanguage(lang: Language): Promise<void> {
  if (!isLanguage(lang)) throw new Error(`[i18n] unknown language: ${String(lang)}`);
  writeKey(browserStorage(), LANGUAGE_KEY, lang);
  await loadCoreMessages(lang);
  await loadScreenMessages(lang, [...screensLoaded[currentLanguage()]]);
  await i18n.changeLanguage(lang);
  setDocumentLanguage(lang);
}

/** Translates a key outside React (snackbars, logs), in the given language or the current one. */
export function translate(
  key: MessageKey,
  values: Record<string, string | number> = {},
  lng?: Language,
): string {
  // defaultValue also selects i18next's overload that accepts a union of keys.
  return i18n.t(key, { ...values, lng: lng ?? currentLanguage(), defaultValue: key });
}
