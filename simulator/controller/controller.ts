/**
 * One emulated controller ("base server"): subscribes to its request topics, answers through the
 * dispatcher, publishes sensor/data on its cadence and otaschup on every connect, persists its
 * configuration, and reboots or drops off the network when told to (system/cmd, faults).
 */
import { confRecords, controllerSubscriptions, topicOf } from '../../protocol/index.ts';
import type { FarmServer, ServerFixture } from '../../fixtures/farms.ts';
import { inventoryTyps, type Inventory } from '../../fixtures/inventory.ts';
import type { Clock, TimerId } from '../clock.ts';
import { createFaults, type Faults } from '../faults.ts';
import { holdWhile } from '../world-clock.ts';
import type { Random } from '../../model/random.ts';
import { buildControllerContext } from './build.ts';
import type { ControllerContext, Log } from './context.ts';
import { createDispatcher } from './dispatcher.ts';
import { watchFaults } from './fault-reactions.ts';
import { otaschupOf } from './otaschup.ts';
import type { ControllerStats } from './outbox.ts';
import { createFileState, type StatePort } from './persistence.ts';
import { createSensorPublisher } from './sensors/publisher.ts';
import type { ReadingsSource } from './sensors/readings-source.ts';
import type { Transport } from './transport.ts';
import { createControllerWorld } from './world/controller-world.ts';
import type { ControllerWorld, ControllerWorldOptions } from './world/world-options.ts';

/** What a state file brings back after a power cut: the configuration (logs and alarms stay as they were). */
const editableTyps = inventoryTyps.filter((t) => !('readOnly' in confRecords[t]));

export type ControllerOptions = {
  server: FarmServer;
  inventory: Inventory;
  model?: string;
  timezone?: string;
  clock: Clock;
  random: Random;
  transport: Transport;
  /** Where configuration persists (`<dir>/<sn>.json`); absent: nothing is written. */
  stateDir?: string;
  /** Starts from the fixture, not from what stateDir holds (overwritten at the first save). */
  freshState?: boolean;
  /** A state port instead of stateDir (tests). */
  state?: StatePort;
  faults?: Faults;
  log?: Log;
  /**
   * The seam for sensor values. Default: the controller's greenhouse model (world/), which also
   * runs the automation and alarm rules; a source given here replaces it (no automation then).
   */
  readings?: ReadingsSource;
  /** The greenhouse, automation, alarms and warm-up (world/). */
  world?: ControllerWorldOptions;
  /** sensor/data cadence in simulated ms (default 5000). */
  cadenceMs?: number;
  /** How long a reboot keeps the controller away, simulated ms (default 5000). */
  rebootMs?: number;
  /** Position report period of moving actuators (default 1000) and irrigation progress (default 5000). */
  reportEveryMs?: number;
  progressEveryMs?: number;
  historyCapacity?: number;
  /**
   * Outgoing payloads are checked against protocol/ before they leave: every one (1, the default),
   * or per topic the first and then every Nth (load runs: the check is most of a message's cost).
   */
  validateEvery?: number;
  /**
   * The seam for automation (model/automation): called on start with the controller's context;
   * it may drive actuators with `ctx.actuators.command(cmd, 'auto')`, log with `ctx.journal`, and
   * schedule on `ctx.clock`. What it returns is called on stop.
   */
  attach?: (ctx: ControllerContext) => (() => void) | void;
};

export type Controller = {
  readonly sn: string;
  readonly base: string;
  readonly context: ControllerContext;
  readonly stats: ControllerStats;
  readonly online: boolean;
  /** The greenhouse, automation and alarms (absent with a readings source of its own). */
  readonly world: ControllerWorld | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  reboot(): void;
  /**
   * The power goes for `forMs`: nothing is saved, the controller drops off the network, and it comes
   * back with the configuration its state file holds (what it had written before the cut).
   */
  powerCut(forMs: number): void;
  /** Publishes one round of readings now (besides the cadence). */
  publishReadings(): void;
};

export function createController(options: ControllerOptions): Controller {
  const { clock, transport, server } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const faults = options.faults ?? createFaults({ now: () => clock.now() });
  const state =
    options.state ?? (options.stateDir ? createFileState(options.stateDir, server.sn, log) : undefined);
  const fixture: ServerFixture = {
    server,
    inventory: options.inventory,
    model: options.model ?? 'EG-C200',
    timezone: options.timezone ?? 'Asia/Shanghai',
  };
  let saveTimer: TimerId | undefined;
  let rebootTimer: TimerId | undefined;
  let running = false;
  let detach: (() => void) | undefined;
  let away = false;
  const saveNow = () => {
    clock.clearTimeout(saveTimer);
    saveTimer = undefined;
    state?.save(
      { system: ctx.system, inventory: ctx.config.snapshot(), actuators: ctx.actuators.reports() },
      clock.now(),
    );
  };
  const saveSoon = () => {
    if (state && saveTimer === undefined) saveTimer = clock.setTimeout(saveNow, 2000);
  };
  const { ctx, world } = buildControllerContext({
    fixture,
    saved: options.freshState ? undefined : state?.load(),
    clock,
    random: options.random,
    faults,
    transport,
    log,
    historyCapacity: options.historyCapacity,
    validateEvery: options.validateEvery,
    reportEveryMs: options.reportEveryMs,
    progressEveryMs: options.progressEveryMs,
    saveNow,
    saveSoon,
    reboot: () => reboot(),
    world: options.readings
      ? undefined
      : (core) => createControllerWorld(core, options.random.fork('world'), options.world ?? {}),
  });
  const readings: ReadingsSource = options.readings ?? world?.readings ?? (() => []);
  const cadenceMs = options.cadenceMs ?? 5000;
  const publisher = createSensorPublisher({
    ...ctx,
    source: readings,
    cadenceMs,
    published: world?.published,
  });
  // Real controllers are not in step with each other: each gets its own phase within the cadence,
  // which also spreads the publishing work of many controllers in one process.
  const phaseMs = Math.max(1, Math.round(options.random.fork('phase').next() * cadenceMs));

  const onConnected = async () => {
    if (!running || away) return;
    try {
      await transport.subscribe(controllerSubscriptions.map((name) => topicOf(ctx.base, name)));
      ctx.outbox.online = true;
      ctx.outbox.send('system/otaschup', otaschupOf(ctx), { qos: 1 });
      publisher.start(phaseMs);
    } catch (error) {
      log(`[sim] ${ctx.sn}: subscribing failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  let connecting: Promise<void> = Promise.resolve();
  const dispatch = createDispatcher(ctx);
  // Off the network or without power, a controller handles nothing (a message still arriving while
  // its link goes down is lost, as on a real link; before, it was applied and its answer dropped).
  transport.onMessage((topic, payload, info) => {
    if (!away) dispatch(topic, payload, info);
  });
  transport.onConnect(() => {
    connecting = onConnected();
  });

  const goOffline = () => {
    away = true;
    ctx.outbox.online = false;
    publisher.stop();
    transport.end().catch((error: unknown) => log(`[sim] ${ctx.sn}: disconnect failed: ${String(error)}`));
  };
  const goOnline = () => {
    away = false;
    if (!running) return;
    const back = transport
      .connect()
      .then(() => connecting)
      .catch((error: unknown) => log(`[sim] ${ctx.sn}: reconnect failed: ${String(error)}`));
    // Back on the network at the moment the link returned, however long the sockets take.
    holdWhile(clock, back);
  };
  const unwatch = watchFaults(ctx, { goOffline, goOnline });

  function reboot() {
    if (!running || rebootTimer !== undefined) return;
    log(`[sim] ${ctx.sn}: rebooting`);
    ctx.actuators.halt();
    ctx.irrigation.halt();
    saveNow();
    goOffline();
    rebootTimer = clock.setTimeout(() => {
      rebootTimer = undefined;
      ctx.bootAt = clock.now();
      goOnline();
    }, options.rebootMs ?? 5000);
  }

  function powerCut(forMs: number) {
    if (!running || rebootTimer !== undefined) return;
    log(`[sim] ${ctx.sn}: power cut`);
    clock.clearTimeout(saveTimer); // a save still waiting is lost with the power
    saveTimer = undefined;
    ctx.actuators.halt();
    ctx.irrigation.halt();
    goOffline();
    rebootTimer = clock.setTimeout(() => {
      rebootTimer = undefined;
      const saved = state?.load();
      if (saved) {
        ctx.config.restore(saved.inventory, editableTyps);
        ctx.system.name = saved.system.name;
        ctx.system.timezone = saved.system.timezone;
      }
      ctx.bootAt = clock.now();
      goOnline();
    }, forMs);
  }

  return {
    sn: ctx.sn,
    base: ctx.base,
    context: ctx,
    stats: ctx.outbox.stats,
    get online() {
      return ctx.outbox.online;
    },
    world,
    async start() {
      if (running) return;
      running = true;
      away = false;
      ctx.journal.log('system', '控制器启动 (controller started)');
      world?.start();
      detach = options.attach?.(ctx) ?? undefined;
      await transport.connect();
      await connecting;
    },
    async stop() {
      if (!running) return;
      running = false;
      detach?.();
      detach = undefined;
      world?.stop();
      unwatch();
      clock.clearTimeout(rebootTimer);
      publisher.stop();
      ctx.actuators.halt();
      ctx.irrigation.halt();
      if (state) saveNow();
      ctx.outbox.online = false;
      await transport.end();
    },
    reboot,
    powerCut,
    publishReadings: () => publisher.publishNow(),
  };
}
