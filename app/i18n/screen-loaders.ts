// The screens' namespaces, a chunk each per language: the protected route loads the ones
// the shell and the shared components use, each screen area the ones its screens use (app/router.tsx
// `shellMessages`, `areaMessages`), so the home screen carries no other area's messages. This map is
// itself a small chunk, loaded with the first of them (app/i18n `loadScreenMessages`).
import type { zhCNScreens } from './zh-CN';

/** A screens' namespace (the ones not in the entry). */
export type ScreenNamespace = keyof typeof zhCNScreens;

type Loader = () => Promise<object>;

export const screenLoaders: Record<'zh-CN' | 'en', Record<ScreenNamespace, Loader>> = {
  'zh-CN': {
    actuators: async () => (await import('./screens/actuators.zh-CN')).actuators,
    alarms: async () => (await import('./screens/alarms.zh-CN')).alarms,
    automation: async () => (await import('./screens/automation.zh-CN')).automation,
    company: async () => (await import('./screens/company.zh-CN')).company,
    crops: async () => (await import('./screens/crops.zh-CN')).crops,
    fertigation: async () => (await import('./screens/fertigation.zh-CN')).fertigation,
    fog: async () => (await import('./screens/fog.zh-CN')).fog,
    heating: async () => (await import('./screens/heating.zh-CN')).heating,
    home: async () => (await import('./screens/home.zh-CN')).home,
    installer: async () => (await import('./screens/installer.zh-CN')).installer,
    logs: async () => (await import('./screens/logs.zh-CN')).logs,
    sensors: async () => (await import('./screens/sensors.zh-CN')).sensors,
    strategies: async () => (await import('./screens/strategies.zh-CN')).strategies,
    strategySetup: async () => (await import('./screens/strategy-setup.zh-CN')).strategySetup,
    water: async () => (await import('./screens/water.zh-CN')).water,
    zones: async () => (await import('./screens/zones.zh-CN')).zones,
    preview: async () => (await import('./screens/preview.zh-CN')).preview,
  },
  en: {
    actuators: async () => (await import('./screens/actuators.en')).actuatorsEn,
    alarms: async () => (await import('./screens/alarms.en')).alarmsEn,
    automation: async () => (await import('./screens/automation.en')).automationEn,
    company: async () => (await import('./screens/company.en')).companyEn,
    crops: async () => (await import('./screens/crops.en')).cropsEn,
    fertigation: async () => (await import('./screens/fertigation.en')).fertigationEn,
    fog: async () => (await import('./screens/fog.en')).fogEn,
    heating: async () => (await import('./screens/heating.en')).heatingEn,
    home: async () => (await import('./screens/home.en')).homeEn,
    installer: async () => (await import('./screens/installer.en')).installerEn,
    logs: async () => (await import('./screens/logs.en')).logsEn,
    sensors: async () => (await import('./screens/sensors.en')).sensorsEn,
    strategies: async () => (await import('./screens/strategies.en')).strategiesEn,
    strategySetup: async () => (await import('./screens/strategy-setup.en')).strategySetupEn,
    water: async () => (await import('./screens/water.en')).waterEn,
    zones: async () => (await import('./screens/zones.en')).zonesEn,
    preview: async () => (await import('./screens/preview.en')).previewEn,
  },
};

/** Every screens' namespace. */
export const screenNamespaces = Object.keys(screenLoaders['zh-CN']) as ScreenNamespace[];
