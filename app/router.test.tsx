// @vitest-environment jsdom
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { allowBackAt, routes } from './router';

/** Every route of seed section 2. */
const seedRoutes = [
  '/login',
  '/auth_check',
  '/retrieve_password',
  '/Retrieve_password',
  '/Register_Success',
  '/',
  '/devicedata/Regional_info',
  '/payment_warn',
  '/managementArea/managementArea',
  '/managementArea/Details',
  '/crop/Groupreview',
  '/crop/Groupediting',
  ...[
    'server',
    'sensor',
    'SensorParticularMessage',
    'EditSensor',
    'SensorAlarmSet',
    'actuator',
    'editactuator',
  ]
    .concat(['Roller', 'B16Roller', 'ComCtrl', 'Screen', 'Curtain', 'WeatherStation', 'camera/CameraMain'])
    .map((p) => `/device/${p}`),
  ...[
    'automaticSettingsMain',
    'forecastWeather',
    'automaticWaterControl',
    'AutoFertilizer',
    'environmentControlSettings',
    'AutomaticEnvironmentControlMain',
    'AllWindSpeedControl',
    'WindSpeedControlSetting',
    'RollOfFilmControl',
    'PullACurtainControl',
    'EditCustomStrategy',
    'EditPullACurtainControl',
    'FanControl',
    'FanControlSetting',
    'StrategySetting',
  ].map((p) => `/automaticSettings/${p}`),
  '/warningSetUp/SensorWarningSet',
  '/warningSetUp/IrrigateWarningSet',
  '/backEndController/BackEndView',
  '/backEndDevice/BackTabs',
  ...['BackEndVentilation', 'BackEndCurtain', 'BackEndFan', 'BackEndSwitch', 'BackEndIllumination'].map(
    (p) => `/backEndDevice/${p}`,
  ),
  '/network/NetworkDevice',
  ...['groupPolicy', 'dataSource', 'StrInformation', 'OutputInfo'].map((p) => `/strategy/${p}`),
  '/devicedata/Mc_equipment',
  '/devicedata/Mc_equipment/valveEquipment',
  '/devicedata/historicalData',
  '/ferticenter_old',
  '/ferticenter',
  '/ferticenter1',
  '/ferticenter-select',
  '/fog_system',
  '/newAlarmCenter',
  '/heating-control',
  '/companymanage/CompanyBase',
  ...['LogControll', 'PullControllLog', 'AutoVentilationLog', 'AutomaticEnvironmentLogMain'].map(
    (p) => `/logControll/${p}`,
  ),
  '/errorstatus/errorstatus',
  '/accountSetting/changePassword',
  '/version',
];

describe('route table', () => {
  it('has a route (not the catch-all) for every route of the seed', () => {
    for (const path of seedRoutes) {
      const last = matchRoutes(routes, path)?.at(-1);
      expect(last?.route.path, path).not.toBe('*');
      expect(last, path).toBeDefined();
    }
  });

  it('puts every route but the four public ones behind the guard', () => {
    for (const path of seedRoutes) {
      const guarded = (matchRoutes(routes, path) ?? []).some((m) => m.route.id === 'protected');
      const isPublic = /^\/(login|auth_check|retrieve_password|register_success)$/i.test(path);
      expect(guarded, path).toBe(!isPublic);
    }
  });

  it('blocks back navigation only where allowBack is false: /login', () => {
    expect(allowBackAt('/login')).toBe(false);
    expect(seedRoutes.filter((p) => !allowBackAt(p))).toEqual(['/login']);
  });
});
