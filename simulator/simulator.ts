/**
 * The simulated controllers of a farm on one clock, one random seed and one fault registry,
 * connected to a broker (MQTT.js over TCP, username sn / password its secret from fixtures).
 */
import type { Farm, ServerFixture } from '../fixtures/farms.ts';
import { controllerSecret } from '../fixtures/secrets.ts';
import { createClock, type Clock, type ClockMode } from './clock.ts';
import { connectSummary, startPaced, type ConnectPhaseOptions, type ConnectReport } from './connect-phase.ts';
import { createController, type Controller, type ControllerOptions } from './controller/controller.ts';
import { createMqttTransport } from './controller/transport-mqtt.ts';
import type { Transport } from './controller/transport.ts';
import { createFaults, type Faults } from './faults.ts';
import { createRandom } from '../model/random.ts';
import { paramsOf } from '../model/preview/calibrated-params.ts';
import { createTaps, type Taps } from './taps.ts';
import { createWeatherOverrides, type WeatherOverrides } from './weather-overrides.ts';

export type SimulatorOptions = {
  /** mqtt://host:port of the broker; ignored when `transport` is given. */
  brokerUrl?: string;
  farm: Farm;
  /** Speed factor of an accelerated clock (1 = real time). Default 1. */
  speed?: number;
  /** Default: 'real' at speed 1, else 'accelerated'. */
  clockMode?: ClockMode;
  clock?: Clock;
  stateDir?: string;
  /** Seed of all randomness (default: the farm's seed). */
  seed?: number | string;
  /** Which servers to run: their sns, or the first N (default: all). */
  controllers?: readonly string[] | number;
  log?: (line: string) => void;
  /** How the fleet connects (connect-phase.ts): so many at a time, each within a deadline. */
  connect?: ConnectPhaseOptions;
  /** Another transport per server (tests: an in-memory bus). */
  transport?: (server: ServerFixture) => Transport;
  /**
   * Days of history each controller simulates on start (default 30; the controller's
   * `world.warmDays` in controllerOptions wins; else GH_SIM_WARM_DAYS; a load run of more than 20
   * controllers defaults to one hour). Roughly 0.25 s of CPU per day per 4-zone controller.
   */
  warmDays?: number;
  /** Passed on to every controller (cadence, reboot delay, history size, readings source...). */
  controllerOptions?: Partial<
    Omit<ControllerOptions, 'server' | 'inventory' | 'clock' | 'random' | 'transport' | 'faults' | 'log'>
  >;
};

export type Simulator = {
  controllers: Controller[];
  clock: Clock;
  faults: Faults;
  /** The control API's weather overrides, read by every controller's world. */
  weather: WeatherOverrides;
  farm: Farm;
  /** How the start went: connected, refused, timed out. */
  connectReport: ConnectReport;
  /** What the controllers send and receive, told in-process as it happens (taps.ts). */
  observe: Taps['observe'];
  /**
   * Adds controllers while the world runs (a class's bases): on this clock, seed, faults and
   * weather, warmed `warmDays` first; resolves once they are connected.
   */
  add(servers: readonly ServerFixture[], warmDays: number): Promise<Controller[]>;
  /** Stops and drops the controllers of these sns; resolves how many there were. */
  remove(sns: readonly string[]): Promise<number>;
  stop(): Promise<void>;
};

export function selectServers(farm: Farm, which: SimulatorOptions['controllers']): ServerFixture[] {
  if (which === undefined) return farm.servers;
  if (typeof which === 'number') return farm.servers.slice(0, Math.max(0, which));
  const unknown = which.filter((sn) => !farm.servers.some((s) => s.server.sn === sn));
  if (unknown.length > 0) throw new Error(`[sim] no such servers in the farm: ${unknown.join(', ')}`);
  return farm.servers.filter((s) => which.includes(s.server.sn));
}

/** Starts the controllers; resolves once every one has connected and announced itself. */
export async function startControllers(options: SimulatorOptions): Promise<Simulator> {
  const log = options.log ?? ((line: string) => console.log(line));
  const speed = options.speed ?? 1;
  const clock =
    options.clock ??
    createClock({
      mode: options.clockMode ?? (speed === 1 ? 'real' : 'accelerated'),
      speed,
      onTimerError: (error) =>
        log(
          `[sim] a timer callback failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
    });
  const faults = createFaults({ now: () => clock.now() });
  const weather = createWeatherOverrides(() => clock.now());
  const random = createRandom(options.seed ?? options.farm.seed);
  const servers = selectServers(options.farm, options.controllers);
  const { brokerUrl } = options;
  if (!options.transport && !brokerUrl)
    throw new Error('[sim] startControllers needs brokerUrl or transport');
  const transportOf =
    options.transport ??
    ((s: ServerFixture) =>
      createMqttTransport({
        url: brokerUrl ?? '',
        username: s.server.sn,
        password: controllerSecret(options.farm, s.server.sn),
        clientId: s.server.sn.slice(0, 23),
        log,
      }));
  const loadRun = servers.length > 20;
  // A load run warms one hour, not 30 days: enough for its actuators to stand where automation
  // keeps them (from a cold start every vent and curtain of the fleet travels at once for minutes,
  // reporting each second: 6-7 messages per controller and second instead of about 1.6).
  const warmDays = options.warmDays ?? envWarmDays() ?? (loadRun ? loadRunWarmDays : undefined);
  const transports = new Map<string, Transport>();
  const taps = createTaps(log);
  // `warm`: the added controllers' own warm-up, over the options' (absent: as at the start).
  const make = (s: ServerFixture, i: number, count: number, warm?: number) =>
    createController({
      ...loadRunController(count),
      ...options.controllerOptions,
      world: {
        ...loadRunWorld(count, i),
        // The greenhouse this controller simulates is built as the fixture says, not as the model assumes.
        ...(s.physics && { params: paramsOf(s.physics) }),
        ...options.controllerOptions?.world,
        warmDays: warm ?? options.controllerOptions?.world?.warmDays ?? warmDays,
        overrides: weather,
      },
      server: s.server,
      inventory: s.inventory,
      model: s.model,
      timezone: s.timezone,
      clock,
      random: random.fork(s.server.sn),
      transport: taps.wrap(s.server.sn, remember(transports, s.server.sn, transportOf(s))),
      stateDir: options.stateDir,
      faults,
      log,
    });
  const controllers = servers.map((s, i) => make(s, i, servers.length));
  // Every world simulates its past before the first CONNECT: warming inside the connect phase held
  // up the CONNACKs of the controllers already connecting (a fleet of 2,500 timed out by hundreds).
  const warmStart = performance.now();
  for (const c of controllers) c.world?.sync();
  const warmS = (performance.now() - warmStart) / 1000;
  if (warmS >= 1) log(`[sim] warmed ${controllers.length} greenhouse(s) in ${warmS.toFixed(1)} s`);
  const connectReport = await startPaced(
    controllers.map((c) => ({ start: () => c.start(), refused: () => transports.get(c.sn)?.refused })),
    { ...options.connect, progress: (done, of) => log(`[sim] connecting: ${done} of ${of}`) },
  );
  log(`[sim] connect: ${connectSummary(connectReport)}`);
  log(`[sim] ${connectReport.connected} controller(s) online, clock ${clock.mode} x${clock.speed}`);
  return {
    controllers,
    clock,
    faults,
    weather,
    farm: options.farm,
    connectReport,
    observe: taps.observe,
    async add(more, warm) {
      const known = new Set(controllers.map((c) => c.sn));
      const clash = more.filter((s) => known.has(s.server.sn)).map((s) => s.server.sn);
      if (clash.length) throw new Error(`[sim] already running: ${clash.join(', ')}`);
      // A class beside the farm spreads its bases' decisions like a load run of their number.
      const added = more.map((s, i) => make(s, i, more.length, warm));
      for (const c of added) c.world?.sync();
      controllers.push(...added);
      const report = await startPaced(
        added.map((c) => ({ start: () => c.start(), refused: () => transports.get(c.sn)?.refused })),
        { timeoutMs: 15_000 },
      );
      if (report.connected < added.length)
        throw new Error(
          `[sim] ${connectSummary(report)}${report.firstRefusal ? `: ${report.firstRefusal}` : ''}`,
        );
      return added;
    },
    async remove(sns) {
      const gone = controllers.filter((c) => sns.includes(c.sn));
      for (const c of gone) controllers.splice(controllers.indexOf(c), 1);
      await Promise.all(gone.map((c) => c.stop()));
      return gone.length;
    },
    async stop() {
      await Promise.all(controllers.map((c) => c.stop()));
      clock.dispose();
    },
  };
}

function remember<T>(into: Map<string, T>, key: string, value: T): T {
  into.set(key, value);
  return value;
}

/** GH_SIM_WARM_DAYS, when set to a number >= 0. */
const loadRunWarmDays = 1 / 24;

/**
 * The world options of controller `index` of `count` (load runs: more than 20 controllers). A load
 * run spreads its controllers' decisions evenly over the step: started within a second or two, the
 * whole fleet's physics and automation fell into the same moment of every step. It also steps each
 * world's physics in whole steps, not at every sensor round: a round a second per controller made
 * the physics a fifth of a fleet's cost; and its step is 30 s, not 10 (the model still integrates
 * in sub-steps of at most 10 s; the automation decides every 30 s, as many climate computers do):
 * a fleet's decisions, outcomes and output records cost ~30 % of its CPU at 10 s
 * (docs/fleet-profile.md). A running fertigation program's status goes out every 5 s,
 * as a moving actuator's position does (loadRunController), not with every round.
 */
export const loadRunStepS = 30;
/** How often a load run's controllers report a moving actuator or a running program. */
export const loadRunReportEveryMs = 5000;
export function loadRunWorld(
  count: number,
  index: number,
): { tickPhase?: number; wholeSteps?: boolean; stepS?: number; statusEveryMs?: number } {
  return count > 20
    ? {
        tickPhase: (index + 0.5) / count,
        wholeSteps: true,
        stepS: loadRunStepS,
        statusEveryMs: loadRunReportEveryMs,
      }
    : {};
}

/**
 * The controller options of a load run (more than 20 controllers): it checks each topic's first
 * payload and every 100th after (outbox.ts), not all; it keeps 600 raw samples per sensor (10
 * minutes at 1 s; older history comes from the 5-minute means), where the default 8,640 would hold
 * 7 MB per controller once full, 36 GB for a fleet of 5,000 after 2.4 hours at 1 s; and a moving
 * actuator reports its position every 5 s, not every second (start and stop are reported as ever):
 * the fleet's position reports were 0.85 messages per controller-second beside its one `sensor/data`
 * (docs/fleet-profile.md).
 */
export function loadRunController(count: number): {
  validateEvery?: number;
  historyCapacity?: number;
  reportEveryMs?: number;
} {
  return count > 20 ? { validateEvery: 100, historyCapacity: 600, reportEveryMs: loadRunReportEveryMs } : {};
}

function envWarmDays(): number | undefined {
  const raw = process.env.GH_SIM_WARM_DAYS;
  const days = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isFinite(days) && days >= 0 ? days : undefined;
}
