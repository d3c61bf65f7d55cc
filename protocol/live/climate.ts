/** Alarm rules, strategies, fog and heating (the automation the controller runs). */
import { z } from '../zod-mini.ts';
import { clockTime, id, name, timestamp } from './envelope.ts';

/** High/low alarm on one sensor, raised after `delayS`, cleared only past the hysteresis. */
export const alarmRule = z.object({
  rid: id,
  sid: id,
  high: z.nullable(z.number()),
  low: z.nullable(z.number()),
  delayS: z.number().check(z.int(), z.gte(0), z.lte(86_400)),
  hysteresis: z.number().check(z.gte(0)),
  enabled: z.boolean(),
});
export type AlarmRule = z.infer<typeof alarmRule>;

export const irrigateAlarmKinds = ['flowLow', 'flowHigh', 'ecBand', 'phBand', 'pressure'] as const;
export const irrigateAlarm = z.object({
  iid: id,
  kind: z.enum(irrigateAlarmKinds),
  low: z.nullable(z.number()),
  high: z.nullable(z.number()),
  delayS: z.number().check(z.int(), z.gte(0), z.lte(86_400)),
  enabled: z.boolean(),
});
export type IrrigateAlarm = z.infer<typeof irrigateAlarm>;

export const strategyKinds = ['environment', 'rollFilm', 'curtain', 'fan', 'windSpeed', 'custom'] as const;
export type StrategyKind = (typeof strategyKinds)[number];

const common = {
  stid: id,
  name,
  zoneIds: z.array(id).check(z.maxLength(64)),
  enabled: z.boolean(),
  priority: z.number().check(z.int(), z.gte(0), z.lte(100)),
};

const condition = z.object({ sid: id, op: z.enum(['>', '<', '>=', '<=']), value: z.number() });

/** One strategy; `params` depend on `kind` (docs/design/greenhouse-model.md "Default strategy"). */
export const strategy = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('environment'),
    params: z.object({
      dayStart: clockTime,
      dayEnd: clockTime,
      heatDay: z.number(),
      heatNight: z.number(),
      humMax: z.number().check(z.gte(0), z.lte(100)),
      co2: z.number().check(z.gte(0), z.lte(5000)),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('rollFilm'),
    params: z.object({
      aids: z.array(id),
      openAbove: z.number(),
      pBand: z.number().check(z.positive()),
      minOpen: z.number().check(z.gte(0), z.lte(100)),
      maxOpen: z.number().check(z.gte(0), z.lte(100)),
      step: z.number().check(z.gte(1), z.lte(100)),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('curtain'),
    params: z.object({
      aids: z.array(id),
      closeAboveRadiation: z.number().check(z.gte(0)),
      closeBelowOutTempDay: z.number(),
      closeBelowOutTempNight: z.number(),
      forceOpenAboveHum: z.number().check(z.gte(0), z.lte(100)),
      schedule: z
        .array(z.object({ at: clockTime, pos: z.number().check(z.gte(0), z.lte(100)) }))
        .check(z.maxLength(24)),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('fan'),
    params: z.object({
      stages: z
        .array(z.object({ aids: z.array(id), onAboveTemp: z.number(), onAboveHum: z.nullable(z.number()) }))
        .check(z.maxLength(8)),
      hysteresis: z.number().check(z.gte(0)),
      minOnS: z.number().check(z.int(), z.gte(0)),
      minOffS: z.number().check(z.int(), z.gte(0)),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('windSpeed'),
    params: z.object({
      aids: z.array(id),
      closeAbove: z.number().check(z.gte(0)),
      resumeBelow: z.number().check(z.gte(0)),
      delayS: z.number().check(z.int(), z.gte(0)),
      closeOnRain: z.boolean(),
    }),
  }),
  z.object({
    ...common,
    kind: z.literal('custom'),
    params: z.object({
      when: z.array(condition).check(z.minLength(1), z.maxLength(8)),
      then: z.object({
        aid: id,
        action: z.enum(['open', 'close', 'on', 'off', 'set']),
        value: z.optional(z.number()),
      }),
      window: z.optional(z.object({ start: clockTime, end: clockTime })),
    }),
  }),
]);
export type Strategy = z.infer<typeof strategy>;

/** Fogging by humidity or VPD with pulse/pause. */
export const fog = z.object({
  gid: id,
  zid: id,
  mode: z.enum(['humidity', 'vpd']),
  target: z.number().check(z.gte(0), z.lte(100)),
  pulseS: z.number().check(z.int(), z.gte(1), z.lte(600)),
  pauseS: z.number().check(z.int(), z.gte(0), z.lte(3600)),
  enabled: z.boolean(),
  aids: z.array(id),
});
export type Fog = z.infer<typeof fog>;

/** A heating loop with day/night setpoints. */
export const heatingLoop = z.object({
  hid: id,
  name,
  zid: id,
  mode: z.enum(['auto', 'manual', 'off']),
  daySetpoint: z.number().check(z.gte(0), z.lte(40)),
  nightSetpoint: z.number().check(z.gte(0), z.lte(40)),
  aid: id,
});
export type HeatingLoop = z.infer<typeof heatingLoop>;

/**
 * `heating/cmd` para. `start`/`stop` are the grower's: they put the loop in mode 'manual' (the
 * automation leaves it alone); `auto` hands it back to the automation (mode 'auto').
 */
export const heatingCommand = z.object({
  action: z.enum(['status', 'set', 'start', 'stop', 'auto']),
  hid: z.optional(id),
  daySetpoint: z.optional(z.number().check(z.gte(0), z.lte(40))),
  nightSetpoint: z.optional(z.number().check(z.gte(0), z.lte(40))),
});
export type HeatingCommand = z.infer<typeof heatingCommand>;

export const heatingStatus = z.object({
  hid: id,
  running: z.boolean(),
  supplyTemp: z.number(),
  returnTemp: z.number(),
  pipeTemp: z.number(),
  valve: z.number().check(z.gte(0), z.lte(100)),
  since: timestamp,
});
export type HeatingStatus = z.infer<typeof heatingStatus>;
