// zh-CN, the default language: the seed's message texts verbatim (sections 5 and 8), by namespace.
import { zhCNCore } from './zh-CN-core';
import { zones } from './screens/zones.zh-CN';
import { crops } from './screens/crops.zh-CN';
import { actuators } from './screens/actuators.zh-CN';
import { sensors } from './screens/sensors.zh-CN';
import { home } from './screens/home.zh-CN';
import { automation } from './screens/automation.zh-CN';
import { strategies } from './screens/strategies.zh-CN';
import { water } from './screens/water.zh-CN';
import { installer } from './screens/installer.zh-CN';
import { strategySetup } from './screens/strategy-setup.zh-CN';
import { company } from './screens/company.zh-CN';
import { fertigation } from './screens/fertigation.zh-CN';
import { fog } from './screens/fog.zh-CN';
import { heating } from './screens/heating.zh-CN';
import { logs } from './screens/logs.zh-CN';
import { alarms } from './screens/alarms.zh-CN';
import { preview } from './screens/preview.zh-CN';

/** The screens' namespaces, loaded with the shell after login (app/i18n/screen-messages.ts). */
export const zhCNScreens = {
  actuators,
  sensors,
  home,
  automation,
  strategies,
  water,
  installer,
  strategySetup,
  company,
  fertigation,
  fog,
  heating,
  logs,
  alarms,
  zones,
  crops,
  preview,
} as const;

/** All zh-CN resources; their shape is the key set every other language must have. */
export const zhCN = { ...zhCNCore, ...zhCNScreens } as const;
