// useT: react-i18next's t over every namespace, so 'namespace:key' keys type-check in components.
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../i18n';

const namespaces = [
  'common',
  'auth',
  'validation',
  'network',
  'errors',
  'live',
  'routes',
  'shell',
  'login',
  'account',
  'actuators',
  'sensors',
  'zones',
  'crops',
  'home',
  'automation',
  'strategies',
  'water',
  'installer',
  'strategySetup',
  'company',
  'logs',
  'alarms',
  'fertigation',
  'fog',
  'heating',
  'pwa',
  'preview',
] as const satisfies readonly Namespace[];

// A namespace added to the resources but not listed here fails to compile.
type Unlisted = Exclude<Namespace, (typeof namespaces)[number]>;
const everyNamespaceListed: [Unlisted] extends [never] ? true : never = true;
void everyNamespaceListed;

/** The translate function for components (default namespace 'common'). */
export function useT() {
  return useTranslation(namespaces).t;
}
