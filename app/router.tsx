// The one route table (seed section 2): every route, its guard, its allowBack flag.
import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app';
import { AppShell } from './components/layout/app-shell';
import { RouteTabs } from './components/layout/route-tabs';
import { NotFound } from './components/not-found';
import { PageLoading } from './components/page-loading';
import * as account from './features/account';
import * as auth from './features/auth';
import * as system from './features/system';
import { alwaysRevalidate, protectedLoader } from './guards/loader';
import type { ComponentType } from 'react';

// Screen areas load on first use (one chunk each), so /login and the shell paint without them.
const crops = () => import('./features/crops');
const devices = () => import('./features/devices');
const home = () => import('./features/home');
const zones = () => import('./features/zones');
const automation = () => import('./features/automation');
const strategies = () => import('./features/strategies');
const water = () => import('./features/water');
const installer = () => import('./features/installer');
const strategySetup = () => import('./features/strategy-setup');
const alarms = () => import('./features/alarms');
const logs = () => import('./features/logs');
const company = () => import('./features/company');
const fertigation = () => import('./features/fertigation');
const fog = () => import('./features/fog');
const heating = () => import('./features/heating');
/**
 * Issue 14: the trainer console exists in simulated builds only (the production build has no such
 * chunk). `import.meta.env` is absent when Node loads this table (tests/e2e/support/route-table.ts).
 */
const simulatedBuild = typeof import.meta.env !== 'undefined' && import.meta.env.VITE_SIMULATED === 'true';

/** Route meta: may the user navigate back from this page (seed: /login may not). */
export type RouteHandle = { allowBack: boolean };

const page = (path: string, Component: ComponentType, allowBack = true): RouteObject => ({
  path,
  Component,
  handle: { allowBack } satisfies RouteHandle,
});
const to = (path: string, target: string): RouteObject => ({ path, loader: () => redirect(target) });

/** A screen of a lazily loaded area: the module's export `name`. */
function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return {
    path,
    handle: { allowBack: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await load())[name] }),
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
const BackEndTabs = () => <RouteTabs base="/backEndDevice" tabs={backEndTabs} label="routes:backEnd" />;

/** Screens of one area under a path prefix: { path segment: export name }. */
function area<M extends Record<K, ComponentType>, K extends keyof M & string>(
  prefix: string,
  load: () => Promise<M>,
  screens: Record<string, K>,
): RouteObject[] {
  return Object.entries(screens).map(([segment, name]) => lazyPage(`${prefix}/${segment}`, load, name));
}

const protectedRoutes: RouteObject[] = [
  lazyPage('/', home, 'RegionalInfo'),
  lazyPage('/devicedata/Regional_info', home, 'RegionalInfo'),
  lazyPage('/devicedata/Mc_equipment', home, 'ZoneEquipment'),
  lazyPage('/devicedata/Mc_equipment/valveEquipment', home, 'ValveEquipment'),
  lazyPage('/devicedata/historicalData', home, 'HistoricalData'),
  page('/payment_warn', system.PaymentWarnPage),
  lazyPage('/managementArea/managementArea', zones, 'ManagementArea'),
  lazyPage('/managementArea/Details', zones, 'ZoneDetails'),
  lazyPage('/crop/Groupreview', crops, 'CropGroupReview'),
  lazyPage('/crop/Groupediting', crops, 'CropGroupEditing'),
  ...area('/device', devices, {
    server: 'DeviceServer',
    sensor: 'DeviceSensor',
    SensorParticularMessage: 'SensorParticularMessage',
    EditSensor: 'EditSensor',
    SensorAlarmSet: 'SensorAlarmSet',
    actuator: 'DeviceActuator',
    editactuator: 'EditActuator',
    Roller: 'Roller',
    B16Roller: 'B16Roller',
    ComCtrl: 'ComCtrl',
    Screen: 'Screen',
    Curtain: 'Curtain',
    WeatherStation: 'WeatherStation',
    'camera/CameraMain': 'CameraMain',
  }),
  ...area('/automaticSettings', automation, {
    automaticSettingsMain: 'AutomaticSettingsMain',
    forecastWeather: 'ForecastWeather',
    AutomaticEnvironmentControlMain: 'AutomaticEnvironmentControlMain',
  }),
  ...area('/automaticSettings', strategies, {
    environmentControlSettings: 'EnvironmentControlSettings',
    AllWindSpeedControl: 'AllWindSpeedControl',
    WindSpeedControlSetting: 'WindSpeedControlSetting',
    RollOfFilmControl: 'RollOfFilmControl',
    PullACurtainControl: 'PullACurtainControl',
    EditCustomStrategy: 'EditCustomStrategy',
    EditPullACurtainControl: 'EditPullACurtainControl',
    FanControl: 'FanControl',
    FanControlSetting: 'FanControlSetting',
  }),
  ...area('/automaticSettings', water, {
    automaticWaterControl: 'AutomaticWaterControl',
    AutoFertilizer: 'AutoFertilizer',
  }),
  lazyPage('/automaticSettings/StrategySetting', strategySetup, 'StrategySetting'),
  lazyPage('/warningSetUp/SensorWarningSet', installer, 'SensorWarningSet'),
  lazyPage('/warningSetUp/IrrigateWarningSet', water, 'IrrigateWarningSet'),
  to('/backEndController/BackEndView', '/backEndDevice/BackTabs'),
  {
    path: '/backEndDevice',
    handle: { allowBack: true } satisfies RouteHandle,
    Component: BackEndTabs,
    children: [
      to('BackTabs', '/backEndDevice/BackEndVentilation'),
      ...backEndTabs.map(([segment]) => lazyPage(segment, installer, segment)),
    ],
  },
  lazyPage('/network/NetworkDevice', installer, 'NetworkDevice'),
  ...area('/strategy', strategySetup, { groupPolicy: 'GroupPolicy', dataSource: 'DataSource' }),
  ...area('/strategy', automation, { StrInformation: 'StrInformation', OutputInfo: 'OutputInfo' }),
  lazyPage('/ferticenter_old', fertigation, 'FertiCenterOld'),
  lazyPage('/ferticenter', fertigation, 'FertiCenter'),
  lazyPage('/ferticenter1', fertigation, 'FertiCenter1'),
  lazyPage('/ferticenter-select', fertigation, 'FertiCenterSelect'),
  lazyPage('/fog_system', fog, 'FogSystem'),
  lazyPage('/newAlarmCenter', alarms, 'AlarmCenter'),
  lazyPage('/heating-control', heating, 'HeatingControl'),
  lazyPage('/companymanage/CompanyBase', company, 'CompanyBase'),
  ...area('/logControll', logs, {
    LogControll: 'LogControll',
    PullControllLog: 'PullControllLog',
    AutoVentilationLog: 'AutoVentilationLog',
    AutomaticEnvironmentLogMain: 'AutomaticEnvironmentLogMain',
  }),
  lazyPage('/errorstatus/errorstatus', alarms, 'ErrorStatus'),
  page('/accountSetting/changePassword', account.ChangePasswordPage),
  page('/version', system.VersionPage),
  ...(simulatedBuild ? [lazyPage('/trainer', () => import('./features/trainer'), 'Trainer')] : []),
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot allowBackAt={(pathname) => allowBackAt(pathname)} />,
    HydrateFallback: PageLoading,
    children: [
      page('/login', auth.LoginPage, false),
      page('/auth_check', auth.AuthCheckPage),
      page('/retrieve_password', auth.RetrievePasswordPage),
      page('/Register_Success', auth.RegisterSuccessPage),
      {
        id: 'protected',
        HydrateFallback: PageLoading,
        loader: protectedLoader,
        shouldRevalidate: alwaysRevalidate,
        Component: AppShell,
        children: protectedRoutes,
      },
      page('*', NotFound),
    ],
  },
];

/** The allowBack flag of the page at a path: false when it or a layout around it says so. */
export function allowBackAt(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.every((m) => (m.route.handle as RouteHandle | undefined)?.allowBack !== false);
}

/** The app's data router over the browser history. */
export const createAppRouter = () => createBrowserRouter(routes);
