// The navigation: groups of screens for the drawer, and the phone's bottom tabs.
import type { MessageKey } from '../../i18n/keys';

export type NavItem = { to: string; label: MessageKey };
export type NavGroup = { label: MessageKey; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    label: 'shell:navOverview',
    items: [
      { to: '/', label: 'routes:home' },
      { to: '/managementArea/managementArea', label: 'routes:managementArea' },
      { to: '/crop/Groupreview', label: 'routes:cropGroupReview' },
      { to: '/devicedata/historicalData', label: 'routes:historicalData' },
    ],
  },
  {
    label: 'shell:navDevices',
    items: [
      { to: '/device/server', label: 'routes:deviceServer' },
      { to: '/device/sensor', label: 'routes:deviceSensor' },
      { to: '/device/actuator', label: 'routes:deviceActuator' },
      { to: '/device/WeatherStation', label: 'routes:weatherStation' },
      { to: '/device/camera/CameraMain', label: 'routes:cameraMain' },
      { to: '/network/NetworkDevice', label: 'routes:networkDevice' },
      { to: '/backEndController/BackEndView', label: 'routes:backEnd' },
    ],
  },
  {
    label: 'shell:navAutomation',
    items: [
      { to: '/automaticSettings/automaticSettingsMain', label: 'routes:automaticSettingsMain' },
      { to: '/strategy/groupPolicy', label: 'routes:groupPolicy' },
      { to: '/strategy/StrInformation', label: 'routes:strInformation' },
    ],
  },
  {
    label: 'shell:navWater',
    items: [
      { to: '/ferticenter-select', label: 'routes:ferticenterSelect' },
      { to: '/automaticSettings/automaticWaterControl', label: 'routes:automaticWaterControl' },
      { to: '/fog_system', label: 'routes:fogSystem' },
      { to: '/heating-control', label: 'routes:heatingControl' },
    ],
  },
  {
    label: 'shell:navAlarms',
    items: [
      { to: '/newAlarmCenter', label: 'routes:alarmCenter' },
      { to: '/warningSetUp/SensorWarningSet', label: 'routes:sensorWarningSet' },
      { to: '/errorstatus/errorstatus', label: 'routes:errorStatus' },
      { to: '/logControll/LogControll', label: 'routes:logControll' },
    ],
  },
  {
    label: 'shell:navSettings',
    items: [
      { to: '/companymanage/CompanyBase', label: 'routes:companyBase' },
      { to: '/accountSetting/changePassword', label: 'routes:changePassword' },
      { to: '/version', label: 'routes:version' },
    ],
  },
];

/** The phone's bottom tabs; the last one opens the full menu. */
export const bottomTabs: (NavItem & { icon: 'home' | 'devices' | 'automation' | 'alarms' })[] = [
  { to: '/', label: 'shell:tabHome', icon: 'home' },
  { to: '/device/server', label: 'shell:tabDevices', icon: 'devices' },
  { to: '/automaticSettings/automaticSettingsMain', label: 'shell:tabAutomation', icon: 'automation' },
  { to: '/newAlarmCenter', label: 'shell:tabAlarms', icon: 'alarms' },
];

/** The tab a path belongs to: the longest tab prefix ('/' only for the home pages). */
export function activeTab(pathname: string): string | null {
  if (pathname === '/' || pathname.toLowerCase() === '/devicedata/regional_info') return '/';
  const first = (p: string) => p.split('/')[1]?.toLowerCase() ?? '';
  const match = bottomTabs.find((tab) => tab.to !== '/' && first(tab.to) === first(pathname));
  return match?.to ?? null;
}
