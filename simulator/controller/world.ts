/**
 * The greenhouse inside a controller (issue 5): one simulator/greenhouse model of the controller's
 * zones under seeded weather on the controller's clock, read by the sensor publisher (true value →
 * sensorView noise → the publisher's calibration offset and faults), run by simulator/automation's
 * `decide` through the actuator runtime (mode auto, travel time, position reports), watched by
 * simulator/alarms into the controller's alarm store. On start the past `warmDays` are simulated
 * with the same wiring (simulator/automation/closed-loop.ts) to fill the history and the logs.
 *
 * Zones are taken from the inventory when the controller is built; zones added later read as the
 * site average. The clock drives physics (`clock.now()`); decisions and logs use controller time.
 */
import { isPositionKind, type Reading, type Sensor } from '../../protocol/index.ts';
import { evaluateAlarms, initialAlarmState, type AlarmState } from '../alarms/index.ts';
import { createClosedLoop } from '../automation/closed-loop.ts';
import { decide } from '../automation/decide.ts';
import { initialAutomationState, releaseActuator } from '../automation/state.ts';
import type {
  ActuatorLive,
  ActuatorTarget,
  AutomationConfig,
  AutomationState,
  MixerCommand,
} from '../automation/types.ts';
import { zoneInputsFromActuators, type ActuatorPosition } from '../greenhouse/actuator-inputs.ts';
import { createGreenhouse, type Greenhouse, type ZoneSpec } from '../greenhouse/model.ts';
import type { GreenhouseParams } from '../greenhouse/params.ts';
import { noiseSigma, physicalRange, sensorView } from '../greenhouse/sensor-view.ts';
import { createWeather, type ClimateNormals } from '../greenhouse/weather-generator.ts';
import type { Random } from '../random.ts';
import type { ControllerContext } from './context.ts';
import type { ReadingsSource } from './sensors/readings-source.ts';

export type WorldOptions = {
  /** Simulated seconds between physics steps and decisions (default 10). */
  stepS?: number;
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
  latitude?: number;
  longitude?: number;
  climate?: Partial<ClimateNormals>;
  params?: Partial<GreenhouseParams>;
  /** Sensor noise on (default true). */
  noise?: boolean;
};

export type ControllerWorld = {
  readonly greenhouse: Greenhouse;
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
  published(readings: readonly Reading[]): void;
  readonly automation: AutomationState;
  readonly alarms: AlarmState;
  /** Wall-clock ms the warm-up took (0 before it ran). */
  readonly warmMs: number;
};

const dayMs = 86_400_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();
/** Minutes east of UTC of `timezone` at `ts` (0 for an unknown zone). */
export function utcOffsetOf(ts: number, timezone: string): number {
  let format = offsetFormats.get(timezone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      format = null;
    }
    offsetFormats.set(timezone, format);
  }
  if (!format) return 0;
  const parts = Object.fromEntries(format.formatToParts(ts).map((p) => [p.type, p.value]));
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((local - Math.floor(ts / 60_000) * 60_000) / 60_000);
}

export function createControllerWorld(
  ctx: ControllerContext,
  random: Random,
  options: WorldOptions = {},
): ControllerWorld {
  const { clock, config } = ctx;
  const stepS = options.stepS ?? 10;
  const warmDays = Math.max(0, options.warmDays ?? 30);
  const warmStepS = options.warmStepS ?? 60;
  const warmHistoryMs = options.warmHistoryMs ?? 300_000;
  const area = options.defaultAreaM2 ?? 500;
  const zoneSpecs: ZoneSpec[] = config
    .list('zone')
    .map((z) => ({ id: z.f_zone_id, areaM2: z.area > 0 ? z.area : area }));
  // A controller with no zone still has a weather station and a fertigation line to read.
  if (zoneSpecs.length === 0) zoneSpecs.push({ id: 0, areaM2: area });
  const zoneIds = new Set(zoneSpecs.map((z) => z.id));
  const start = clock.now() - warmDays * dayMs;
  const weather = createWeather({
    random: random.fork('weather').next,
    start,
    latitude: options.latitude,
    longitude: options.longitude,
    climate: options.climate,
  });
  const greenhouse = createGreenhouse({ zones: zoneSpecs, weather, start, params: options.params });
  const noise = options.noise === false ? undefined : random.fork('noise').next;

  let automation = initialAutomationState();
  let alarms = initialAlarmState();
  let mixer: MixerCommand | null = null;
  let timer: ReturnType<typeof clock.setInterval> | undefined;
  let warmed = warmDays === 0;
  let warmMs = 0;
  /** The valve % automation gave each heater (the runtime's heaters are on/off). */
  const heaterLevel = new Map<number, number>();
  const modes = new Map<number, string>();
  /** Alarm rule key (`sensor:<rid>`, `irrigation:<iid>`) → alid in the controller's store. */
  const alarmIds = new Map<string, number>();
  let latest = new Map<number, Reading>();

  const automationConfig = (): AutomationConfig => ({
    actuator: config.list('actuator'),
    valve: config.list('valve'),
    strategy: config.list('strategy'),
    fog: config.list('fog'),
    heating: config.list('heating'),
    irrigationPlan: config.list('irrigationPlan'),
    fertRecipe: config.list('fertRecipe'),
    fertCenter: config.list('fertCenter'),
    dataSource: config.list('dataSource'),
    groupPolicy: config.list('groupPolicy'),
  });

  const trueValue = (s: Sensor): number => {
    const values = greenhouse.readings(s.zid !== null && zoneIds.has(s.zid) ? s.zid : null);
    return values[s.type];
  };

  /** Actuator positions as the physics sees them, from the controller's actuator runtime. */
  const positions = (): ActuatorPosition[] =>
    config.list('actuator').map((a) => {
      const report = ctx.actuators.report(a.aid);
      const on = report?.state === 'on';
      if (isPositionKind(a.kind))
        return { aid: a.aid, zid: a.zid, kind: a.kind, pos: ctx.actuators.level(a.aid) };
      if (a.kind === 'heater')
        return { aid: a.aid, zid: a.zid, kind: a.kind, pos: on ? (heaterLevel.get(a.aid) ?? 100) : 0 };
      return { aid: a.aid, zid: a.zid, kind: a.kind, on };
    });

  const sync = () => {
    if (!warmed) warm();
    const to = clock.now();
    if (greenhouse.now() >= to - 1) return;
    const valves = config.list('valve');
    while (greenhouse.now() < to - 1) {
      const dt = Math.min(stepS, (to - greenhouse.now()) / 1000);
      const open = valves.filter((v) => ctx.actuators.report(v.aid)?.state === 'on');
      const inputs = zoneInputsFromActuators(greenhouse.zones, positions(), open, greenhouse.params);
      greenhouse.step(dt, { zones: inputs, mixer: mixer ?? { active: false } });
    }
  };

  const readings: ReadingsSource = (_now, sensors) => {
    sync();
    const out = new Map<number, number>();
    for (const s of sensors) {
      const truth = trueValue(s);
      if (!Number.isFinite(truth)) continue;
      // The publisher adds the calibration offset, then the faults.
      const v = sensorView(truth, { noise: noise ? noiseSigma(s.type, truth) : 0, random: noise });
      out.set(s.sid, physicalRange(s.type, v));
    }
    return out;
  };

  /** The readings automation sees: what was last published (after faults), else the model's. */
  const currentReadings = (): Reading[] =>
    config
      .list('sensor')
      .filter((s) => s.enabled)
      .map(
        (s) =>
          latest.get(s.sid) ?? {
            sid: s.sid,
            zid: s.zid,
            type: s.type,
            v: physicalRange(s.type, trueValue(s) + s.offset),
            q: 0,
          },
      );

  const liveOf = (): Record<number, ActuatorLive> => {
    const live: Record<number, ActuatorLive> = {};
    for (const a of config.list('actuator')) {
      const r = ctx.actuators.report(a.aid);
      if (!r) continue;
      const pos = isPositionKind(a.kind)
        ? r.pos
        : a.kind === 'heater'
          ? r.state === 'on'
            ? (heaterLevel.get(a.aid) ?? 100)
            : 0
          : undefined;
      live[a.aid] = { mode: r.mode, pos, on: r.state === 'on', since: r.since };
      const before = modes.get(a.aid);
      if (before === 'manual' && r.mode === 'auto') automation = releaseActuator(automation, a.aid);
      modes.set(a.aid, r.mode);
    }
    return live;
  };

  const applyTargets = (targets: Record<number, ActuatorTarget>) => {
    const held = new Set(ctx.irrigation.valveActuators());
    for (const [key, t] of Object.entries(targets)) {
      const aid = Number(key);
      const a = config.get('actuator', aid);
      const r = ctx.actuators.report(aid);
      if (!a || !r || r.mode === 'manual' || held.has(aid) || r.state === 'jammed') continue;
      if (isPositionKind(a.kind)) {
        const want = t.action === 'set' ? t.value : t.action === 'on' ? 100 : 0;
        const at = r.target ?? r.pos ?? 0;
        if (Math.abs(at - want) < 0.5) continue;
        ctx.actuators.command({ aid, action: 'set', value: want }, 'auto');
        continue;
      }
      if (a.kind === 'heater' && t.action === 'set') heaterLevel.set(aid, t.value);
      const on = t.action === 'set' ? t.value > 0 : t.action === 'on';
      if ((r.state === 'on') === on) continue;
      ctx.actuators.command({ aid, action: on ? 'on' : 'off' }, 'auto');
    }
  };

  const evaluate = (rs: readonly Reading[], running: boolean) => {
    const sensors: Record<number, number> = {};
    const names: Record<number, string> = {};
    for (const r of rs) if (r.v !== null && r.q === 0) sensors[r.sid] = r.v;
    for (const s of config.list('sensor')) names[s.sid] = s.name;
    const site = greenhouse.readings(null);
    const out = evaluateAlarms(
      alarms,
      {
        sensors,
        names,
        irrigation: {
          active: running || ctx.irrigation.status().state === 'running',
          flow: site.flow,
          ec: site.ec,
          ph: site.ph,
          pressure: greenhouse.pressure(),
        },
      },
      { alarmRule: config.list('alarmRule'), irrigateAlarm: config.list('irrigateAlarm') },
      ctx.now(),
    );
    alarms = out.state;
    for (const record of out.cleared) {
      const key = `${record.source}:${record.refId}`;
      const alid = alarmIds.get(key);
      if (alid !== undefined) ctx.journal.close(alid);
      alarmIds.delete(key);
    }
    for (const record of out.raised) {
      const key = `${record.source}:${record.refId}`;
      const stored = ctx.journal.open(record.source, record.refId, record.severity, record.message);
      alarmIds.set(key, stored.alid);
    }
  };

  const tick = () => {
    sync();
    const rs = currentReadings();
    const live = liveOf();
    let running = false;
    if (options.automation !== false) {
      const decision = decide({
        now: ctx.now(),
        utcOffsetMin: utcOffsetOf(ctx.now(), ctx.system.timezone),
        readings: rs,
        config: automationConfig(),
        live,
        state: automation,
      });
      automation = decision.state;
      mixer = decision.mixer;
      running = decision.irrigation.state === 'running';
      for (const log of decision.logs) ctx.journal.log(log.kind, log.message, log.aid);
      applyTargets(decision.targets);
    }
    if (options.alarms !== false) evaluate(rs, running);
  };

  /**
   * The tick as the clock runs it: a throw is caught and logged, and the controller's watchdog
   * reboots this controller alone (issue 11), so one bad state never stops the process.
   */
  let failedTicks = 0;
  const watchedTick = () => {
    try {
      tick();
      failedTicks = 0;
    } catch (error) {
      failedTicks++;
      const why = error instanceof Error ? error.message : String(error);
      ctx.log(`[sim] ${ctx.sn}: world tick failed (${failedTicks} in a row): ${why}; watchdog reboot`);
      ctx.reboot();
    }
  };

  /** The past warmDays with the closed loop's own actuators; history and logs go to the controller. */
  const warm = () => {
    warmed = true;
    const began = performance.now();
    const to = clock.now();
    const sensors = config.list('sensor').filter((s) => s.enabled);
    const loop = createClosedLoop({
      greenhouse,
      config: automationConfig(),
      sensors,
      utcOffsetMin: utcOffsetOf(to, ctx.system.timezone),
      random: noise ? random.fork('warm').next : undefined,
      automation: options.automation,
    });
    const lastLog = Math.max(
      0,
      ...config
        .list('log')
        .filter((l) => l.kind !== 'manual' && l.kind !== 'system')
        .map((l) => l.ts),
    );
    let nextSample = Math.ceil(greenhouse.now() / warmHistoryMs) * warmHistoryMs;
    let logged = 0;
    while (greenhouse.now() < to - 1) {
      const dt = Math.min(warmStepS, (to - greenhouse.now()) / 1000);
      loop.tick(dt);
      const now = greenhouse.now();
      if (now >= nextSample) {
        for (const r of loop.readings()) ctx.history.record(r.sid, now, r.v === null ? null : round2(r.v));
        nextSample += warmHistoryMs;
      }
      for (; logged < loop.logs.length; logged++) {
        const log = loop.logs[logged];
        if (log && log.ts > lastLog) ctx.journal.log(log.kind, log.message, log.aid, log.ts);
      }
    }
    // The actuators stand where the warm-up left them (those under automation).
    const saved = [];
    for (const a of config.list('actuator')) {
      const r = ctx.actuators.report(a.aid);
      const l = loop.live[a.aid];
      if (!r || !l || r.mode !== 'auto') continue;
      if (isPositionKind(a.kind)) {
        const pos = Math.round(l.pos ?? 0);
        saved.push({
          ...r,
          pos,
          state: pos >= 100 ? 'open' : pos <= 0 ? 'closed' : 'stopped',
          target: undefined,
        });
      } else if (a.kind === 'heater') {
        const level = l.pos ?? 0;
        if (level > 0) heaterLevel.set(a.aid, level);
        saved.push({ ...r, state: level > 0 ? 'on' : 'off', until: undefined });
      } else saved.push({ ...r, state: l.on ? 'on' : 'off', until: undefined });
    }
    ctx.actuators.restore(saved as Parameters<typeof ctx.actuators.restore>[0]);
    automation = loop.state;
    warmMs = performance.now() - began;
  };

  return {
    greenhouse,
    readings,
    start() {
      if (!warmed) warm();
      clock.clearTimeout(timer);
      timer = clock.setInterval(watchedTick, stepS * 1000);
    },
    stop() {
      clock.clearTimeout(timer);
      timer = undefined;
    },
    sync,
    tick,
    get automation() {
      return automation;
    },
    get alarms() {
      return alarms;
    },
    get warmMs() {
      return warmMs;
    },
    /** Called by the publisher with what it published (after faults). */
    published(rs: readonly Reading[]) {
      latest = new Map(rs.map((r) => [r.sid, r]));
    },
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;
