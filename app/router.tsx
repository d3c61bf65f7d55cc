// The one route table (seed section 2): every route, its guard, its allowBack flag.
import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app';
import { AppShell } from './components/layout/app-shell';
import { NotFound } from './components/not-found';
import { PageLoading } from './components/page-loading';
import * as account from './features/account';
import * as alarms from './features/alarms';
import * as auth from './features/auth';
import * as automation from './features/automation';
import * as backend from './features/backend';
import * as company from './features/company';
import * as crops from './features/crops';
import * as devices from './features/devices';
import * as fertigation from './features/fertigation';
import * as fog from './features/fog';
import * as heating from './features/heating';
import * as home from './features/home';
import * as logs from './features/logs';
import * as strategy from './features/strategy';
import * as system from './features/system';
import * as warnings from './features/warnings';
import * as zones from './features/zones';
import { alwaysRevalidate, protectedLoader } from './guards/loader';
import type { ComponentType } from 'react';

/** Route meta: may the user navigate back from this page (seed: /login may not). */
export type RouteHandle = { allowBack: boolean };

const page = (path: string, Component: ComponentType, allowBack = true): RouteObject => ({
  path,
  Component,
  handle: { allowBack } satisfies RouteHandle,
});
const to = (path: string, target: string): RouteObject => ({ path, loader: () => redirect(target) });

const area = (prefix: string, screens: Record<string, ComponentType>): RouteObject[] =>
  Object.entries(screens).map(([name, Component]) => page(`${prefix}/${name}`, Component));

const protectedRoutes: RouteObject[] = [
  page('/', home.RegionalInfo),
  page('/devicedata/Regional_info', home.RegionalInfo),
  page('/devicedata/Mc_equipment', home.ZoneEquipment),
  page('/devicedata/Mc_equipment/valveEquipment', home.ValveEquipment),
  page('/devicedata/historicalData', home.HistoricalData),
  page('/payment_warn', system.PaymentWarnPage),
  page('/managementArea/managementArea', zones.ManagementArea),
  page('/managementArea/Details', zones.ZoneDetails),
  page('/crop/Groupreview', crops.CropGroupReview),
  page('/crop/Groupediting', crops.CropGroupEditing),
  ...area('/device', {
    server: devices.DeviceServer,
    sensor: devices.DeviceSensor,
    SensorParticularMessage: devices.SensorParticularMessage,
    EditSensor: devices.EditSensor,
    SensorAlarmSet: devices.SensorAlarmSet,
    actuator: devices.DeviceActuator,
    editactuator: devices.EditActuator,
    Roller: devices.Roller,
    B16Roller: devices.B16Roller,
    ComCtrl: devices.ComCtrl,
    Screen: devices.Screen,
    Curtain: devices.Curtain,
    WeatherStation: devices.WeatherStation,
    'camera/CameraMain': devices.CameraMain,
  }),
  ...area('/automaticSettings', {
    automaticSettingsMain: automation.AutomaticSettingsMain,
    forecastWeather: automation.ForecastWeather,
    automaticWaterControl: automation.AutomaticWaterControl,
    AutoFertilizer: automation.AutoFertilizer,
    environmentControlSettings: automation.EnvironmentControlSettings,
    AutomaticEnvironmentControlMain: automation.AutomaticEnvironmentControlMain,
    AllWindSpeedControl: automation.AllWindSpeedControl,
    WindSpeedControlSetting: automation.WindSpeedControlSetting,
    RollOfFilmControl: automation.RollOfFilmControl,
    PullACurtainControl: automation.PullACurtainControl,
    EditCustomStrategy: automation.EditCustomStrategy,
    EditPullACurtainControl: automation.EditPullACurtainControl,
    FanControl: automation.FanControl,
    FanControlSetting: automation.FanControlSetting,
    StrategySetting: automation.StrategySetting,
  }),
  ...area('/warningSetUp', {
    SensorWarningSet: warnings.SensorWarningSet,
    IrrigateWarningSet: warnings.IrrigateWarningSet,
  }),
  to('/backEndController/BackEndView', '/backEndDevice/BackTabs'),
  {
    path: '/backEndDevice',
    Component: backend.BackTabs,
    handle: { allowBack: true } satisfies RouteHandle,
    children: [
      to('BackTabs', '/backEndDevice/BackEndVentilation'),
      ...area('', {
        BackEndVentilation: backend.BackEndVentilation,
        BackEndCurtain: backend.BackEndCurtain,
        BackEndFan: backend.BackEndFan,
        BackEndSwitch: backend.BackEndSwitch,
        BackEndIllumination: backend.BackEndIllumination,
      }).map((r) => ({ ...r, path: r.path?.slice(1) })),
    ],
  },
  page('/network/NetworkDevice', backend.NetworkDevice),
  ...area('/strategy', {
    groupPolicy: strategy.GroupPolicy,
    dataSource: strategy.DataSource,
    StrInformation: strategy.StrInformation,
    OutputInfo: strategy.OutputInfo,
  }),
  page('/ferticenter_old', fertigation.FerticenterOld),
  page('/ferticenter', fertigation.Ferticenter),
  page('/ferticenter1', fertigation.Ferticenter1),
  page('/ferticenter-select', fertigation.FerticenterSelect),
  page('/fog_system', fog.FogSystem),
  page('/newAlarmCenter', alarms.NewAlarmCenter),
  page('/heating-control', heating.HeatingControl),
  page('/companymanage/CompanyBase', company.CompanyBase),
  ...area('/logControll', {
    LogControll: logs.LogControll,
    PullControllLog: logs.PullControllLog,
    AutoVentilationLog: logs.AutoVentilationLog,
    AutomaticEnvironmentLogMain: logs.AutomaticEnvironmentLogMain,
  }),
  page('/errorstatus/errorstatus', alarms.ErrorStatus),
  page('/accountSetting/changePassword', account.ChangePasswordPage),
  page('/version', system.VersionPage),
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
