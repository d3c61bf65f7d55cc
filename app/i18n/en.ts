// English, by namespace: the seed's own English wording verbatim where it gives one.
import { enCore, type CoreNamespace } from './en-core';
import type { Messages } from './messages';
import { zonesEn } from './screens/zones.en';
import { cropsEn } from './screens/crops.en';
import { actuatorsEn } from './screens/actuators.en';
import { sensorsEn } from './screens/sensors.en';
import { homeEn } from './screens/home.en';
import { automationEn } from './screens/automation.en';
import { strategiesEn } from './screens/strategies.en';
import { waterEn } from './screens/water.en';
import { installerEn } from './screens/installer.en';
import { strategySetupEn } from './screens/strategy-setup.en';
import { companyEn } from './screens/company.en';
import { fertigationEn } from './screens/fertigation.en';
import { fogEn } from './screens/fog.en';
import { heatingEn } from './screens/heating.en';
import { previewEn } from './screens/preview.en';
import { logsEn } from './screens/logs.en';
import { alarmsEn } from './screens/alarms.en';

export type { Messages } from './messages';

/** English: the screens' namespaces (loaded after login), then all of them. */
export const enScreens: Omit<Messages, CoreNamespace> = {
  actuators: actuatorsEn,
  sensors: sensorsEn,
  home: homeEn,
  automation: automationEn,
  strategies: strategiesEn,
  water: waterEn,
  installer: installerEn,
  strategySetup: strategySetupEn,
  company: companyEn,
  fertigation: fertigationEn,
  fog: fogEn,
  heating: heatingEn,
  preview: previewEn,
  logs: logsEn,
  alarms: alarmsEn,
  zones: zonesEn,
  crops: cropsEn,
};

export const en: Messages = { ...enCore, ...enScreens };
