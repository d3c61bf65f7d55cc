/** What a controller's world can be told, and what it offers the controller (controller/world). */
import type { ForecastAnswer, Reading } from '../../../protocol/index.ts';
import type { ForecastAsk } from './forecast.ts';
import type { AlarmState } from '../../../model/alarms/index.ts';
import type { AutomationState } from '../../../model/automation/types.ts';
import type { Greenhouse } from '../../../model/greenhouse/model.ts';
import type { GreenhouseParams } from '../../../model/greenhouse/params.ts';
import type { ClimateNormals } from '../../../model/greenhouse/weather-generator.ts';
import type { WeatherOverrides } from '../../weather-overrides.ts';
import type { ReadingsSource } from '../sensors/readings-source.ts';
import type { FertigationRuntime } from '../devices/fertigation.ts';

export type ControllerWorldOptions = {
  /** Simulated seconds between physics steps and decisions (default 10). */
  stepS?: number;
  /**
   * When the first decision comes, as a fraction of a step after start (default 1: a full step).
   * A load run spreads its fleet's decisions over the step instead of letting them fall together.
   */
  tickPhase?: number;
  /**
   * true (load runs): the physics moves in whole steps only, so the sensor rounds between two steps
   * read the model as it stood at the last one (with fresh noise) instead of stepping it at every
   * round. Default false: every reading brings the physics up to the clock.
   */
  wholeSteps?: boolean;
  /** A running fertigation program's status, at most once per this much time (default: every round). */
  statusEveryMs?: number;
  /** Days simulated on start to fill the history (default 30; 0: none). */
  warmDays?: number;
  /** Decision and physics step of the warm-up, s (default 60). */
  warmStepS?: number;
  /** Spacing of the warm-up's history samples, ms (default 300 000: the history's long-term tier). */
  warmHistoryMs?: number;
  /** false: the model answers the sensors but nothing decides (actuators move only when told). */
  automation?: boolean;
  /** false: alarm rules are not evaluated. */
  alarms?: boolean;
  /** Floor area of a zone whose record has none, m² (default 500). */
  defaultAreaM2?: number;
  /**
   * The seeded weather runs this much behind the clock (ms): a scenario brings its own day (its
   * weather of its own date) to any date the farm clock shows. Default 0.
   */
  weatherShiftMs?: number;
  latitude?: number;
  longitude?: number;
  climate?: Partial<ClimateNormals>;
  params?: Partial<GreenhouseParams>;
  /** Sensor noise on (default true). */
  noise?: boolean;
  /** The control API's weather overrides (simulator/weather-overrides.ts), read by sn at each step. */
  overrides?: WeatherOverrides;
};

export type ControllerWorld = {
  readonly greenhouse: Greenhouse;
  /** The fertigation centres, on this greenhouse's mixer (the handlers reach them as ctx.fertigation). */
  readonly fertigation: FertigationRuntime;
  /** The source for the sensor publisher. */
  readings: ReadingsSource;
  /** Simulates the warm-up days (once), then steps and decides every stepS on the clock. */
  start(): void;
  stop(): void;
  /** Brings the physics up to the clock (also done before every reading). */
  sync(): void;
  /** One decision and alarm evaluation now (physics synced first). */
  tick(): void;
  /** The publisher's hook: what it published (after faults), which automation and alarms read. */
  published: (readings: readonly Reading[]) => void;
  readonly automation: AutomationState;
  readonly alarms: AlarmState;
  /** The seeded weather of the coming local dates, today first, and the hours if asked (forecast.ts). */
  forecast(ask: ForecastAsk): ForecastAnswer;
  /** Wall-clock ms the warm-up took (0 before it ran). */
  readonly warmMs: number;
};
