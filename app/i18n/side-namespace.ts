// A namespace kept out of the typed resources, so no build carries it before it is first used: added to
// i18next by the hook that reads it (never at import, so it tree-shakes with its screen).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index';

export type SideMessages<K extends string> = {
  readonly 'zh-CN': Record<K, string>;
  readonly en: Record<K, string>;
};

/** Adds the namespace's messages once per language (idempotent). */
export function registerSideMessages(ns: string, messages: SideMessages<string>): void {
  for (const [lng, bundle] of Object.entries(messages)) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundle);
  }
}

/** Translate function for the namespace: `t('start')`, re-rendering on a language change. */
export function useSideT<K extends string>(
  ns: string,
  messages: SideMessages<K>,
): (key: K, values?: Record<string, string | number>) => string {
  registerSideMessages(ns, messages);
  const { i18n: instance } = useTranslation();
  const lng = instance.language;
  // One function per language, so memoized components that take it (or use it) keep their memo.
  return useMemo(() => {
    // The one adapter for such namespaces: they are not in the typed resources (on purpose, see above),
    // so i18next's typed t, which knows only those, is bypassed; the keys are typed by `messages`.
    const t = instance.t.bind(instance) as unknown as (
      key: string,
      options: Record<string, unknown>,
    ) => string;
    return (key: K, values?: Record<string, string | number>) => t(key, { ...values, ns, lng });
  }, [instance, ns, lng]);
}
