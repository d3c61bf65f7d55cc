// The screens' message namespaces, added to the app's i18next instance when this module loads: the
// shell (app/components/layout/app-shell.tsx) imports it, so they come with the first screen after
// login, not with /login (issue 15). Unit tests get them from app/test-support/i18n-setup.ts.
import { en } from './en';
import { i18n } from './index';
import { zhCN } from './zh-CN';

for (const [lang, messages] of [
  ['zh-CN', zhCN],
  ['en', en],
] as const) {
  for (const [ns, bundle] of Object.entries(messages)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle);
  }
}
