/**
 * The greenhouse inside a controller: one model/greenhouse model of the controller's
 * zones under seeded weather on the controller's clock, read by the sensor publisher (true value →
 * sensorView noise → the publisher's calibration offset and faults), run by the greenhouse loop
 * (model/greenhouse-loop: automation's `decide` through the actuator runtime, alarm rules into
 * the controller's alarm store). On start the past `warmDays` are simulated (warm-up.ts).
 *
 * The model's zones follow the controller's zone records: before every step a zone added through
 * `system/conf` joins the physics (in balance with the outside air) and a deleted one leaves it.
 * The clock drives physics (`clock.now()`); decisions and logs use controller time.
 */
import type { Sensor } from '../../../protocol/index.ts';
import { stopIrrigation } from '../../../model/automation/irrigation/commands.ts';
import type { AutomationConfig } from '../../../model/automation/types.ts';
import { catchUpGate } from '../../catch-up.ts';
import { refillTanks } from '../../../model/greenhouse/mixer.ts';
import { createGreenhouse, type ZoneSpec } from '../../../model/greenhouse/model.ts';
import { overlayWeather, shiftWeather } from '../../../model/greenhouse/weather.ts';
import { createWeather } from '../../../model/greenhouse/weather-generator.ts';
import { createGreenhouseLoop } from '../../../model/greenhouse-loop/greenhouse-loop.ts';
import type { Random } from '../../../model/random.ts';
import type { ConfigStore } from '../config-store.ts';
import type { ControllerCore } from '../context.ts';
import { createFertigationRuntime } from '../devices/fertigation.ts';
import { journalAlarms } from './alarm-journal.ts';
import { forecastAnswerOf } from './forecast.ts';
import { writeOutputs } from './output-records.ts';
import { createRuntimeActuators } from './runtime-actuators.ts';
import { utcOffsetOf } from './utc-offset.ts';
import { warmUp } from './warm-up.ts';
import type { ControllerWorld, ControllerWorldOptions } from './world-options.ts';
import { createWorldSensors } from './world-sensors.ts';

const dayMs = 86_400_000;

export function createControllerWorld(
  ctx: ControllerCore,
  random: Random,
  options: ControllerWorldOptions = {},
): ControllerWorld {
  const { clock, config } = ctx;
  const stepS = options.stepS ?? 10;
  const warmDays = Math.max(0, options.warmDays ?? 30);
  const area = options.defaultAreaM2 ?? 500;
  const zoneSpecs = (): ZoneSpec[] => {
    const specs = config.list('zone').map((z) => ({ id: z.f_zone_id, areaM2: z.area > 0 ? z.area : area }));
    // A controller with no zone still has a weather station and a fertigation line to read.
    return specs.length > 0 ? specs : [{ id: 0, areaM2: area }];
  };
  const start = clock.now() - warmDays * dayMs;
  const seeded = shiftWeather(
    createWeather({
      random: random.fork('weather').next,
      start: start - (options.weatherShiftMs ?? 0),
      latitude: options.latitude,
      longitude: options.longitude,
      climate: options.climate,
    }),
    options.weatherShiftMs ?? 0,
  );
  const overrides = options.overrides;
  // The physics and the weather station see the overrides; the forecast is the seeded weather's.
  const weather = overrides ? overlayWeather(seeded, (t, w) => overrides.patch(ctx.sn, t, w)) : seeded;
  // The first fertigation centre feeds every program: its tanks are the greenhouse mixer's.
  const tanks = config.list('fertCenter')[0]?.tanks;
  const greenhouse = createGreenhouse({
    zones: zoneSpecs(),
    weather,
    start,
    params: options.params,
    tanks: tanks?.length ? tanks : undefined,
  });
  const noise = options.noise === false ? undefined : random.fork('noise').next;
  // Alarm messages name sensors at every decision: the names are kept until the sensor list changes.
  let names: { of: readonly Sensor[]; bySid: Record<number, string> } | undefined;
  const sensorNames = (sensors: readonly Sensor[]) => {
    if (names?.of !== sensors)
      names = { of: sensors, bySid: Object.fromEntries(sensors.map((s) => [s.sid, s.name])) };
    return names.bySid;
  };
  const actuators = createRuntimeActuators(ctx);
  const timezoneOffset = (now: number) => utcOffsetOf(now, ctx.system.timezone);
  const loop = createGreenhouseLoop({
    greenhouse,
    actuators,
    config: () => automationConfigOf(config),
    utcOffsetMin: timezoneOffset,
    automation: options.automation,
    alarmRules:
      options.alarms === false
        ? undefined
        : () => ({ alarmRule: config.list('alarmRule'), irrigateAlarm: config.list('irrigateAlarm') }),
    sensorNames: () => sensorNames(config.list('sensor')),
    // A grower's program only (automation's own run is the decision's).
    fertigation: () => fertigation.input(),
    irrigationRunning: () =>
      ctx.irrigation.status().state === 'running' && ctx.irrigation.valveActuators().length > 0,
    onLogs: (logs) => {
      for (const log of logs) ctx.journal.log(log.kind, log.message, log.aid);
    },
    onAlarms: journalAlarms(ctx.journal),
  });

  let timer: ReturnType<typeof clock.setInterval> | undefined;
  let warmed = warmDays === 0;
  let warmMs = 0;

  /** The past warmDays with the closed loop's own actuators; history and logs go to the controller. */
  const warm = () => {
    warmed = true;
    const began = performance.now();
    const to = clock.now();
    // The past was kept topped up by hand; the present starts with full tanks, refilled by command.
    const refillBelow = greenhouse.params.tankRefillBelow;
    greenhouse.editMixer((m) => (m.autoRefillBelow = Math.max(refillBelow, 10)));
    loop.state = warmUp(ctx, {
      greenhouse,
      config: automationConfigOf(config),
      to,
      utcOffsetMin: timezoneOffset(to),
      stepS: options.warmStepS ?? 60,
      historyMs: options.warmHistoryMs ?? 300_000,
      random: noise ? random.fork('warm').next : undefined,
      automation: options.automation,
      heaterLevel: actuators.heaterLevel,
    });
    greenhouse.editMixer((m) => {
      m.autoRefillBelow = refillBelow;
      refillTanks(m);
    });
    warmMs = performance.now() - began;
  };

  // The zones follow the configuration; checked again only after the zone list changed.
  let zonesSeen = config.list('zone');
  const sync = () => {
    if (zonesSeen !== config.list('zone')) {
      zonesSeen = config.list('zone');
      greenhouse.setZones(zoneSpecs());
    }
    if (!warmed) warm();
    const to = clock.now();
    if (options.wholeSteps) while (to - greenhouse.now() >= stepS * 1000) loop.step(stepS);
    else while (greenhouse.now() < to - 1) loop.step(Math.min(stepS, (to - greenhouse.now()) / 1000));
  };

  const sensors = createWorldSensors({
    greenhouse,
    config,
    noise,
    sync,
  });

  const fertigation = createFertigationRuntime({
    ...ctx,
    greenhouse,
    statusEveryMs: options.statusEveryMs,
    program: () => {
      const s = ctx.irrigation.status();
      if (s.state === 'idle' || s.pid === null) return null;
      const grower = ctx.irrigation.valveActuators().length > 0;
      return { pid: s.pid, paused: s.state === 'paused', grower };
    },
    measured: (sid) => {
      const r = sensors.reading(sid);
      return r && r.q === 0 ? r.v : null;
    },
  });

  // The output records follow every decision, or one per catchUpEveryMs while the clock catches up.
  const outputsDue = catchUpGate(clock);
  const tick = () => {
    sync();
    const now = ctx.now();
    const decision = loop.decide(now, sensors.current());
    fertigation.update();
    if (!decision) return;
    if (outputsDue()) writeOutputs(ctx, decision.outcomes(), now);
    ctx.irrigation.showAutomatic(decision.irrigation);
  };

  // The grower's stop ends the automation's program too; its plans start again only on their own
  // triggers (the next clock time, a new radiation sum), and a decision now closes the valves.
  ctx.irrigation.stopAutomatic = () => {
    const stopped = stopIrrigation(loop.state, ctx.now());
    if (!stopped.ok) return;
    loop.state = stopped.state;
    tick();
  };

  /**
   * The tick as the clock runs it: a throw is caught and logged, and the controller's watchdog
   * reboots this controller alone, so one bad state never stops the process.
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

  return {
    greenhouse,
    fertigation,
    readings: sensors.source,
    start() {
      if (!warmed) warm();
      clock.clearTimeout(timer);
      const phase = Math.min(1, Math.max(0, options.tickPhase ?? 1));
      if (phase === 1) timer = clock.setInterval(watchedTick, stepS * 1000);
      else
        timer = clock.setTimeout(
          () => {
            watchedTick();
            timer = clock.setInterval(watchedTick, stepS * 1000);
          },
          phase * stepS * 1000,
        );
    },
    stop() {
      clock.clearTimeout(timer);
      timer = undefined;
    },
    sync,
    tick,
    get automation() {
      return loop.state;
    },
    get alarms() {
      return loop.alarms;
    },
    forecast: (ask) =>
      forecastAnswerOf(seeded, {
        ...ask,
        now: ctx.now(),
        clockNow: clock.now(),
        timezone: ctx.system.timezone,
        site: ctx.sn,
      }),
    get warmMs() {
      return warmMs;
    },
    published(readings) {
      sensors.published(readings);
      fertigation.published();
    },
  };
}

/** The records automation reads, as the controller holds them now. */
function automationConfigOf(config: ConfigStore): AutomationConfig {
  return {
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
  };
}
