/** Inputs, outputs and state of the automation decisions (pure: time and state passed in). */
import type {
  Actuator,
  ActuatorMode,
  DataSource,
  DecisionWhy,
  FertCenter,
  FertRecipe,
  Fog,
  GroupPolicy,
  HeatingLoop,
  IrrigationPlan,
  IrrigationStatus,
  LogEntry,
  Reading,
  SensorType,
  Strategy,
  Valve,
} from '../../protocol/index.ts';
import type { IrrigationState } from './irrigation/irrigation-state.ts';

/** Good readings of one zone (or of the site: weather station, fertigation), averaged per type. */
export type TypedReadings = Partial<Record<SensorType, number>>;

/** The configured records the automation runs, keyed like the controller's inventory (confTyp). */
export type AutomationConfig = {
  actuator: readonly Actuator[];
  valve: readonly Valve[];
  strategy: readonly Strategy[];
  fog: readonly Fog[];
  heating: readonly HeatingLoop[];
  irrigationPlan: readonly IrrigationPlan[];
  fertRecipe: readonly FertRecipe[];
  fertCenter: readonly FertCenter[];
  dataSource?: readonly DataSource[];
  groupPolicy?: readonly GroupPolicy[];
};

/** Where an actuator stands now; `mode: 'manual'` keeps automation off it until released. */
export type ActuatorLive = { mode: ActuatorMode; pos?: number; on?: boolean; since?: number };

/** What automation wants an actuator to do: a position (0..100, heater valve %) or on/off. */
export type ActuatorTarget = { action: 'set'; value: number } | { action: 'on' } | { action: 'off' };

export type AutomationLogKind = Extract<LogEntry['kind'], 'autoVentilation' | 'environment' | 'irrigation'>;
/** A log entry to write; the controller adds `lid` and `ts`. */
export type AutomationLog = { kind: AutomationLogKind; aid: number | null; message: string };

/** One subject's state in the log gate (log-gate.ts): its last line and the changes held back since. */
export type GateEntry = {
  /** When this subject last had a line written. */
  at: number;
  holdMs: number;
  /** Changes held back since `at`; the latest of them, and when the first came. */
  held: number;
  latest: AutomationLog | null;
  since: number | null;
};
export type LogGate = Record<string, GateEntry>;

export type WindState = { active: boolean; since: number | null };
export type FogState = { phase: 'idle' | 'pulse' | 'pause'; since: number };
/** PI integrals of a heating loop: the air (outer) loop and the pipe (inner) loop. */
export type HeatingState = { air: number; pipe: number };

/** Everything automation remembers between calls; plain data, JSON-safe. */
export type AutomationState = {
  lastNow: number | null;
  /** The last target decided per aid (change detection, logs). */
  targets: Record<number, ActuatorTarget>;
  /** When automation last changed an aid's target (fans' minimum on/off times). */
  switchedAt: Record<number, number>;
  wind: Record<number, WindState>;
  fog: Record<number, FogState>;
  /** PI integrals per heating loop (hid). */
  heating: Record<number, HeatingState>;
  irrigation: IrrigationState;
  /** `active`: dosing at the last decision (the integral runs only while the mix flows). */
  fertigation: { ecIntegral: number; phIntegral: number; active?: boolean };
  /** The log's debounce per subject (log-gate.ts). */
  logGate: LogGate;
};

export type AutomationInput = {
  /** Epoch ms, from the controller's clock. */
  now: number;
  /** Minutes east of UTC of the controller's local time (dayStart, schedules, windows). */
  utcOffsetMin: number;
  /** The readings as published (after sensor faults); q ≠ 0 and null values are ignored. */
  readings: readonly Reading[];
  config: AutomationConfig;
  /** Live actuator states by aid; an actuator missing here counts as auto, closed/off. */
  live: Readonly<Record<number, ActuatorLive>>;
  state: AutomationState;
  /** What the controller's fertigation centre adds (absent: automation's own run, never held). */
  fertigation?: FertigationInput;
};

/** A grower's program the first centre feeds (null: automation's own run), and a centre that refuses to dose. */
export type FertigationInput = { program: { pid: number; paused: boolean } | null; hold: boolean };

/** What the fertigation mixer is asked for. */
export type MixerCommand = {
  active: boolean;
  ecTarget: number;
  phTarget: number;
  rid: number | null;
  ratioA?: number;
  ratioB?: number;
};

export type Decision = {
  /** Every actuator automation drives now, by aid (manual ones left out). */
  targets: Record<number, ActuatorTarget>;
  /** Aids whose target changed since the last call. */
  changed: number[];
  logs: AutomationLog[];
  state: AutomationState;
  mixer: MixerCommand | null;
  irrigation: IrrigationStatus;
  /**
   * Each strategy's wish per actuator and whether the actuator does it (outcomes.ts), worked out
   * on the first call (the warm-up's thousands of decisions never ask).
   */
  outcomes(): Outcome[];
};

/** One module's wish for one actuator; the highest rank wins (resolve.ts). */
export type Proposal = {
  aid: number;
  target: ActuatorTarget;
  rank: number;
  /** e.g. `rollFilm 51`: who asked. */
  source: string;
  /** The strategy that asked; fog, heating and irrigation proposals have none. */
  stid?: number;
  kind: AutomationLogKind;
  reason: string;
  /** The reason as data (protocol `decisionWhy`), for the app to say in the grower's language. */
  why?: DecisionWhy;
  /** The module writes its own logs (pulsed fog, PI heating): no log per change. */
  quiet?: boolean;
};

/** A module's answer: its proposals, logs of its own and its slice of new state. */
export type ModuleResult<S = undefined> = { proposals: Proposal[]; logs?: AutomationLog[]; state: S };

/**
 * One strategy's wish for one actuator after resolution (the controller's `output` record): what
 * it asked, why, and whether the actuator does it; when not, `overruledBy` names who won (a
 * strategy's or record's name, `manual`, `disabled`, or the interlocked partner's actuator name).
 */
export type Outcome = {
  stid: number;
  aid: number;
  target: ActuatorTarget;
  reason: string;
  why: DecisionWhy | null;
  applied: boolean;
  overruledBy: string | null;
};
