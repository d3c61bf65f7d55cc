// The one route table (seed section 2): every route, its guard, its allowBack flag.
import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app';
import { NotFound } from './components/not-found';
import { PageLoading } from './components/page-loading';
import { alwaysRevalidate, protectedLoader } from './guards/loader';
import { currentLanguage, loadScreenMessages, screenChunk } from './i18n';
import type { ScreenNamespace } from './i18n/screen-loaders';
import type { ComponentType } from 'react';
import { nextTask } from './lib/next-task';

// Screen areas load on first use (one chunk each), so /login and the shell paint without them. The
// key is the area's folder under app/features: its index module names the chunk in Vite's manifest
// (the route budgets, scripts/route-budgets.ts).
const areas = {
  crops: () => import('./features/crops'),
  // The devices area in three chunks: the server list does not carry the actuator forms' controls.
  'devices/station': () => import('./features/devices/station'),
  'devices/sensors': () => import('./features/devices/sensors'),
  'devices/actuators': () => import('./features/devices/actuators'),
  'devices/actuator-edit': () => import('./features/devices/actuators/edit-screen'),
  home: () => import('./features/home'),
  'home/regional': () => import('./features/home/regional'),
  'home/history': () => import('./features/home/history'),
  zones: () => import('./features/zones'),
  automation: () => import('./features/automation'),
  'automation/zones': () => import('./features/automation/zone-screen'),
  'automation/info': () => import('./features/automation/info-screens'),
  // The model calibration: the fit's worker and the model load only when its panel opens.
  calibration: () => import('./features/calibration'),
  // The strategies, a chunk per kind (their shared editor frame and lists: app/features/strategies/shell).
  'strategies/environment': () => import('./features/strategies/environment'),
  'strategies/wind': () => import('./features/strategies/wind'),
  'strategies/roll-film': () => import('./features/strategies/roll-film'),
  'strategies/curtain': () => import('./features/strategies/curtain'),
  'strategies/fan': () => import('./features/strategies/fan'),
  'strategies/custom': () => import('./features/strategies/custom'),
  water: () => import('./features/water'),
  // The installer's screens, a chunk per kind: back-end channels, network devices, alarm rules.
  'installer/backend': () => import('./features/installer/backend'),
  'installer/network': () => import('./features/installer/network'),
  'installer/alarms': () => import('./features/installer/alarms'),
  'strategy-setup': () => import('./features/strategy-setup'),
  alarms: () => import('./features/alarms'),
  logs: () => import('./features/logs'),
  company: () => import('./features/company'),
  fertigation: () => import('./features/fertigation'),
  fog: () => import('./features/fog'),
  heating: () => import('./features/heating'),
  account: () => import('./features/account'),
  'system/pages': () => import('./features/system/pages'),
};
/**
 * The screens' namespaces each area's screens use besides the shell's (`shellMessages`): loaded with
 * the area's module (app/i18n/screen-loaders.ts). app/i18n/screen-namespaces.test.ts checks them
 * against the sources.
 */
/** Folders split into several areas: the namespaces of their shared code, which each of those areas loads. */
export const sharedMessages = { strategies: ['sensors', 'strategies'] } satisfies Record<
  string,
  ScreenNamespace[]
>;
export const areaMessages: Record<keyof typeof areas, ScreenNamespace[]> = {
  crops: ['crops'],
  'devices/station': ['sensors', 'actuators'],
  'devices/sensors': ['sensors'],
  'devices/actuators': ['sensors', 'actuators'],
  'devices/actuator-edit': ['sensors', 'actuators'],
  home: ['home', 'actuators'],
  'home/regional': ['home'],
  'home/history': ['home'],
  zones: ['zones'],
  automation: ['automation'],
  'automation/zones': ['automation', 'actuators'],
  'automation/info': ['automation', 'actuators'],
  calibration: ['automation'],
  'strategies/environment': sharedMessages.strategies,
  'strategies/wind': sharedMessages.strategies,
  'strategies/roll-film': sharedMessages.strategies,
  'strategies/curtain': [...sharedMessages.strategies, 'actuators'],
  'strategies/fan': [...sharedMessages.strategies, 'actuators'],
  'strategies/custom': [...sharedMessages.strategies, 'actuators'],
  water: ['water'],
  'installer/backend': ['installer', 'actuators'],
  'installer/network': ['installer'],
  'installer/alarms': ['installer', 'sensors'],
  'strategy-setup': ['strategySetup'],
  alarms: ['water'],
  logs: ['logs'],
  company: ['company'],
  fertigation: ['fertigation'],
  fog: ['fog', 'actuators'],
  heating: ['heating'],
  account: [],
  'system/pages': [],
};
/**
 * The screens' namespaces the entry and the shell use (the new-alarm notice). The shared components
 * loaded by areas only (app/components/actuator-controls: 'actuators') count for those areas.
 */
export const shellMessages: ScreenNamespace[] = ['alarms'];

/** Areas whose module is not the folder's index. */
const areaModule: Partial<Record<keyof typeof areas, string>> = {
  'system/pages': 'system/pages',
  'devices/actuator-edit': 'devices/actuators/edit-screen',
  'automation/zones': 'automation/zone-screen',
  'automation/info': 'automation/info-screens',
};
type Areas = typeof areas;
type AreaModule<A extends keyof Areas> = Awaited<ReturnType<Areas[A]>>;
type ScreenOf<A extends keyof Areas> = {
  [K in keyof AreaModule<A>]: AreaModule<A>[K] extends ComponentType ? K : never;
}[keyof AreaModule<A>] &
  string;
/**
 * The trainer console exists in simulated builds only (the production build has no such
 * chunk). `import.meta.env` is absent when Node loads this table (tests/e2e/support/route-table.ts).
 */
const simulatedBuild = typeof import.meta.env !== 'undefined' && import.meta.env.VITE_SIMULATED === 'true';

/** Route meta: may the user navigate back from this page (seed: /login may not). */
export type RouteHandle = {
  allowBack: boolean;
  /** The lazily loaded modules of this level (source paths from the root), for the route budgets. */
  chunk?: string | string[];
};

const page = (path: string, Component: ComponentType, allowBack = true): RouteObject => ({
  path,
  Component,
  handle: { allowBack } satisfies RouteHandle,
});
type AuthScreen = keyof (typeof import('./features/auth'))['routedAuth'];

/**
 * A public screen inside the full app (after a logout, the password reset, the WeChat return): a lazy
 * chunk, so the home screen's first load carries none of it. A browser opening /login gets the
 * light login instead (app/login-main.tsx).
 */
const authPage = (path: string, name: AuthScreen, allowBack = true): RouteObject => ({
  path,
  handle: { allowBack, chunk: 'app/features/auth/index' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./features/auth')).routedAuth[name] }),
});
const to = (path: string, target: string): RouteObject => ({ path, loader: () => redirect(target) });

/** A screen of a lazily loaded area: the module's export `name`. */
function lazyPage<A extends keyof Areas>(path: string, area: A, name: ScreenOf<A>): RouteObject {
  return {
    path,
    handle: {
      allowBack: true,
      chunk: [`app/features/${areaModule[area] ?? `${area}/index`}`, ...areaMessages[area].map(screenChunk)],
    } satisfies RouteHandle,
    lazy: async () => {
      // A task of its own: the import adds a modulepreload link for each file the area needs, and
      // with the shell's that was 17 ms of one task of the router's start on a desktop CPU.
      await nextTask();
      const [module] = await Promise.all([
        areas[area](),
        loadScreenMessages(currentLanguage(), areaMessages[area]),
      ]);
      return { Component: (module as AreaModule<A>)[name] as ComponentType };
    },
  };
}

/** The back-end device groups, as tabs over their screens (app/features/installer). */
const backEndTabs = [
  ['BackEndVentilation', 'routes:backEndVentilation'],
  ['BackEndCurtain', 'routes:backEndCurtain'],
  ['BackEndFan', 'routes:backEndFan'],
  ['BackEndSwitch', 'routes:backEndSwitch'],
  ['BackEndIllumination', 'routes:backEndIllumination'],
] as const;
/** The tabs' layout loads with the back-end screens (MUI's Tabs stay off /login and the home screen). */
async function backEndTabsLayout(): Promise<{ Component: ComponentType }> {
  const { RouteTabs } = await import('./components/layout/route-tabs');
  return {
    Component: () => <RouteTabs base="/backEndDevice" tabs={backEndTabs} label="routes:backEnd" />,
  };
}

/** Screens of one area under a path prefix: { path segment: export name }. */
function area<A extends keyof Areas>(
  prefix: string,
  name: A,
  screens: Record<string, ScreenOf<A>>,
): RouteObject[] {
  return Object.entries(screens).map(([segment, screen]) => lazyPage(`${prefix}/${segment}`, name, screen));
}

const protectedRoutes: RouteObject[] = [
  lazyPage('/', 'home/regional', 'RegionalInfo'),
  lazyPage('/devicedata/Regional_info', 'home/regional', 'RegionalInfo'),
  lazyPage('/devicedata/Mc_equipment', 'home', 'ZoneEquipment'),
  lazyPage('/devicedata/Mc_equipment/valveEquipment', 'home', 'ValveEquipment'),
  lazyPage('/devicedata/historicalData', 'home/history', 'HistoricalData'),
  lazyPage('/payment_warn', 'system/pages', 'PaymentWarnPage'),
  lazyPage('/managementArea/managementArea', 'zones', 'ManagementArea'),
  lazyPage('/managementArea/Details', 'zones', 'ZoneDetails'),
  lazyPage('/crop/Groupreview', 'crops', 'CropGroupReview'),
  lazyPage('/crop/Groupediting', 'crops', 'CropGroupEditing'),
  lazyPage('/device/server', 'devices/station', 'DeviceServer'),
  ...area('/device', 'devices/sensors', {
    sensor: 'DeviceSensor',
    SensorParticularMessage: 'SensorParticularMessage',
    EditSensor: 'EditSensor',
    SensorAlarmSet: 'SensorAlarmSet',
  }),
  lazyPage('/device/editactuator', 'devices/actuator-edit', 'EditActuatorPage'),
  ...area('/device', 'devices/actuators', {
    actuator: 'ActuatorListPage',
    Roller: 'RollerPage',
    B16Roller: 'B16RollerPage',
    ComCtrl: 'ComCtrlPage',
    Screen: 'ScreenPage',
    Curtain: 'CurtainPage',
  }),
  ...area('/device', 'devices/station', {
    WeatherStation: 'WeatherStation',
    'camera/CameraMain': 'CameraMain',
  }),
  ...area('/automaticSettings', 'automation', {
    automaticSettingsMain: 'AutomaticSettingsMain',
    forecastWeather: 'ForecastWeather',
  }),
  lazyPage(
    '/automaticSettings/AutomaticEnvironmentControlMain',
    'automation/zones',
    'AutomaticEnvironmentControlMain',
  ),
  lazyPage('/automaticSettings/ModelCalibration', 'calibration', 'ModelCalibration'),
  lazyPage(
    '/automaticSettings/environmentControlSettings',
    'strategies/environment',
    'EnvironmentControlSettings',
  ),
  lazyPage('/automaticSettings/AllWindSpeedControl', 'strategies/wind', 'AllWindSpeedControl'),
  lazyPage('/automaticSettings/WindSpeedControlSetting', 'strategies/wind', 'WindSpeedControlSetting'),
  lazyPage('/automaticSettings/RollOfFilmControl', 'strategies/roll-film', 'RollOfFilmControl'),
  lazyPage('/automaticSettings/PullACurtainControl', 'strategies/curtain', 'PullACurtainControl'),
  lazyPage('/automaticSettings/EditPullACurtainControl', 'strategies/curtain', 'EditPullACurtainControl'),
  lazyPage('/automaticSettings/FanControl', 'strategies/fan', 'FanControl'),
  lazyPage('/automaticSettings/FanControlSetting', 'strategies/fan', 'FanControlSetting'),
  lazyPage('/automaticSettings/EditCustomStrategy', 'strategies/custom', 'EditCustomStrategy'),
  ...area('/automaticSettings', 'water', {
    automaticWaterControl: 'AutomaticWaterControl',
    AutoFertilizer: 'AutoFertilizer',
  }),
  lazyPage('/automaticSettings/StrategySetting', 'strategy-setup', 'StrategySetting'),
  lazyPage('/warningSetUp/SensorWarningSet', 'installer/alarms', 'SensorWarningSet'),
  lazyPage('/warningSetUp/IrrigateWarningSet', 'water', 'IrrigateWarningSet'),
  to('/backEndController/BackEndView', '/backEndDevice/BackTabs'),
  {
    path: '/backEndDevice',
    handle: { allowBack: true, chunk: 'app/components/layout/route-tabs' } satisfies RouteHandle,
    lazy: backEndTabsLayout,
    children: [
      to('BackTabs', '/backEndDevice/BackEndVentilation'),
      ...backEndTabs.map(([segment]) => lazyPage(segment, 'installer/backend', segment)),
    ],
  },
  lazyPage('/network/NetworkDevice', 'installer/network', 'NetworkDevice'),
  ...area('/strategy', 'strategy-setup', { groupPolicy: 'GroupPolicy', dataSource: 'DataSource' }),
  ...area('/strategy', 'automation/info', { StrInformation: 'StrInformation', OutputInfo: 'OutputInfo' }),
  lazyPage('/ferticenter_old', 'fertigation', 'FertiCenterOld'),
  lazyPage('/ferticenter', 'fertigation', 'FertiCenter'),
  lazyPage('/ferticenter1', 'fertigation', 'FertiCenter1'),
  lazyPage('/ferticenter-select', 'fertigation', 'FertiCenterSelect'),
  lazyPage('/fog_system', 'fog', 'FogSystem'),
  lazyPage('/newAlarmCenter', 'alarms', 'AlarmCenter'),
  lazyPage('/heating-control', 'heating', 'HeatingControl'),
  lazyPage('/companymanage/CompanyBase', 'company', 'CompanyBase'),
  ...area('/logControll', 'logs', {
    LogControll: 'LogControll',
    PullControllLog: 'PullControllLog',
    AutoVentilationLog: 'AutoVentilationLog',
    AutomaticEnvironmentLogMain: 'AutomaticEnvironmentLogMain',
  }),
  lazyPage('/errorstatus/errorstatus', 'alarms', 'ErrorStatus'),
  lazyPage('/accountSetting/changePassword', 'account', 'ChangePasswordPage'),
  lazyPage('/version', 'system/pages', 'VersionPage'),
  ...(simulatedBuild
    ? [
        {
          path: '/trainer',
          handle: { allowBack: true, chunk: 'app/features/trainer/index' } satisfies RouteHandle,
          lazy: async () => {
            await nextTask(); // as lazyPage's
            return { Component: (await import('./features/trainer')).Trainer };
          },
        },
      ]
    : []),
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot allowBackAt={(pathname) => allowBackAt(pathname)} />,
    HydrateFallback: PageLoading,
    children: [
      authPage('/login', 'LoginPage', false),
      authPage('/auth_check', 'AuthCheckPage'),
      authPage('/retrieve_password', 'RetrievePasswordPage'),
      authPage('/Register_Success', 'RegisterSuccessPage'),
      {
        id: 'protected',
        HydrateFallback: PageLoading,
        loader: protectedLoader,
        shouldRevalidate: alwaysRevalidate,
        // The shell (header, drawer, tabs) and its screens' messages load after login, with the first
        // screen (the route budgets count the zh-CN messages, the default language's).
        handle: {
          allowBack: true,
          chunk: [
            'app/components/layout/app-shell',
            'app/i18n/screen-loaders',
            ...shellMessages.map(screenChunk),
          ],
        } satisfies RouteHandle,
        lazy: async () => {
          await nextTask(); // as lazyPage's
          const [shell] = await Promise.all([
            import('./components/layout/app-shell'),
            loadScreenMessages(currentLanguage(), shellMessages),
          ]);
          return { Component: shell.AppShell };
        },
        children: protectedRoutes,
      },
      page('*', NotFound),
    ],
  },
];

/**
 * Loads the lazy modules and messages of the screen at a path before the router asks for them: the
 * light login warms the home screen while the grower types (the router's own call then finds them
 * loaded, instead of a chain of round trips after 登录).
 */
export async function warmRoute(pathname: string): Promise<void> {
  const load = async (m: { route: RouteObject }) => {
    if (typeof m.route.lazy === 'function') await m.route.lazy();
  };
  await Promise.all((matchRoutes(routes, pathname) ?? []).map(load));
}

/** Paths already answered: matching flattens and ranks the whole table, and the root asks on every render. */
const allowBackOf = new Map<string, boolean>();

/** The allowBack flag of the page at a path: false when it or a layout around it says so. */
export function allowBackAt(pathname: string): boolean {
  let allowed = allowBackOf.get(pathname);
  if (allowed === undefined) {
    if (allowBackOf.size > 200) allowBackOf.clear();
    allowBackOf.set(pathname, (allowed = allowBackOfMatches(pathname)));
  }
  return allowed;
}

function allowBackOfMatches(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.every(({ route }) => {
    const handle: unknown = route.handle;
    return !(
      typeof handle === 'object' &&
      handle !== null &&
      'allowBack' in handle &&
      handle.allowBack === false
    );
  });
}

/** The app's data router over the browser history. */
export const createAppRouter = () => createBrowserRouter(routes);
