/** The scenario library: situations worth teaching, each with narration and expectations. */
import coldNightBoilerFailure from './cold-night-boiler-failure.scenario.ts';
import commLossBackfill from './comm-loss-backfill.scenario.ts';
import ecDriftEmptyTank from './ec-drift-empty-tank.scenario.ts';
import firstLoginNoServer from './first-login-no-server.scenario.ts';
import frostProtection from './frost-protection.scenario.ts';
import heatWaveNoon from './heat-wave-noon.scenario.ts';
import irrigationRadiationSum from './irrigation-radiation-sum.scenario.ts';
import jammedVent from './jammed-vent.scenario.ts';
import powerCutReboot from './power-cut-reboot.scenario.ts';
import type { CheckedScenario } from './scenario.ts';
import sensorDriftAlarm from './sensor-drift-alarm.scenario.ts';
import stormClosesVents from './storm-closes-vents.scenario.ts';

/** In the order a training day usually takes them (docs/scenarios-library.md). */
export const library: CheckedScenario[] = [
  heatWaveNoon,
  stormClosesVents,
  sensorDriftAlarm,
  jammedVent,
  irrigationRadiationSum,
  ecDriftEmptyTank,
  commLossBackfill,
  powerCutReboot,
  coldNightBoilerFailure,
  frostProtection,
  firstLoginNoServer,
];
