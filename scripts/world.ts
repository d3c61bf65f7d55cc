/**
 * The simulated world without the app: cloud (REST), broker (token mode, checked by the cloud) and
 * the demo farm's controllers. Used by `npm start` and by the e2e harness. Each part can be
 * restarted or stopped alone (scripts/supervisor.ts), on the ports it had, so the others and the
 * app reconnect to it as they would to a real service coming back.
 */
import { createServer, type Server } from 'node:http';
import { startBroker, type RunningBroker } from '../broker/index.ts';
import { createClassroom } from '../simulator/class/classroom.ts';
import { createClassHandler } from '../simulator/class/http.ts';
import { controllerLoginOf, demoFarm, findServer, type Farm } from '../fixtures/index.ts';
import { startCloud, type ApiCall, type CloudServer } from '../simulator/cloud/node.ts';
import type { Clock } from '../simulator/clock.ts';
import type { Planting } from '../simulator/planting.ts';
import { createWorldClock, isWorldClock } from '../simulator/world-clock.ts';
import { checkControlRequest, localSimToken } from '../simulator/control-guard.ts';
import { startSimulator, type RunningSimulator } from '../simulator/index.ts';
import { createRecordingHandler } from '../simulator/trainer/recording.ts';
import { controlTargetOf } from '../simulator/world-control.ts';
import type { PlayerWorld } from '../scenarios/player.ts';
import { createScenarioSession } from '../scenarios/world-session.ts';
import type { DevPorts } from './ports.ts';

export type HarnessOptions = {
  ports: Pick<DevPorts, 'cloud' | 'sim' | 'brokerWs' | 'brokerTcp'>;
  farm?: Farm;
  /** Simulated time per real second (1 = real time) of the world clock made when `clock` is absent. */
  speed?: number;
  /** The world's clock (simulator/world-clock.ts), shared by the controllers and the cloud. */
  clock?: Clock;
  /** Where the controllers keep their configuration across restarts (none: in memory only). */
  stateDir?: string;
  /** Days of history the controllers simulate before they go live (30, so the history charts have data at once). */
  warmDays?: number;
  /** The controllers' sensor/data period in simulated ms (default 5000; the app's load bench: less). */
  cadenceMs?: number;
  /**
   * A farm that is not the cloud's seed: its servers are bound to this account at the start and
   * after every planting's cloud reset, so that account (the demo user) watches them.
   */
  bindFarmTo?: string;
  /** How the controllers are laid out at the first start (simulator/planting.ts). */
  planting?: Planting;
  /** Cluster mode for the embedded broker (GH_BROKER_REDIS_URL of `npm start`): its sessions in Redis. */
  brokerRedisUrl?: string;
  log?: (line: string) => void;
};

/** The parts a supervisor may restart or stop alone. */
export type WorldPart = 'cloud' | 'broker' | 'simulator';

export type World = {
  readonly cloud: CloudServer;
  readonly broker: RunningBroker;
  readonly sim: RunningSimulator;
  /** The one clock of the controllers and the cloud (token expiry, SMS codes, payment dates, limits). */
  readonly clock: Clock;
  /** Where the simulator's control API (/sim/world/...) listens. */
  simControlUrl: string;
  /** The local token of /sim/control and /sim/world outside a browser (simulator/control-guard.ts). */
  controlToken: string;
  farm: Farm;
  /** Stops and starts one part on its ports; the cloud keeps its accounts, tokens and codes. */
  restart: (part: WorldPart) => Promise<void>;
  /** Stops one part for good; the others keep running. */
  isolate: (part: WorldPart) => Promise<void>;
  /**
   * Lays the farm out anew: stops the controllers, moves the clock to `at` (nothing to run through
   * on the way: a jump of a day takes no time), starts them again as `planting` says. The clock
   * stands still meanwhile; it runs on as it did before.
   */
  plant: (planting: Planting, at: number) => Promise<void>;
  /** The world as a scenario's player drives it. */
  playerWorld: (log?: (line: string) => void) => PlayerWorld;
  stop: () => Promise<void>;
};

/** Starts cloud, broker and controllers; on any failure stops what already started. */
export async function startWorld(options: HarnessOptions): Promise<World> {
  const farm = options.farm ?? demoFarm;
  const controlToken = localSimToken(process.env);
  const ownClock = options.clock ? undefined : createWorldClock({ speed: options.speed ?? 1 });
  const clock = options.clock ?? ownClock!;
  let cloud: CloudServer | undefined;
  let broker: RunningBroker | undefined;
  let sim: RunningSimulator | undefined;
  let control: Server | undefined;
  const apiTaps = new Set<(call: ApiCall) => void>();
  let planting: Planting = options.planting ?? {};

  const startCloudPart = async () => {
    cloud = await startCloud({
      port: cloud?.port ?? options.ports.cloud,
      store: cloud?.store,
      controlToken,
      stateDir: options.stateDir,
      now: () => clock.now(),
      onApiCall: (call) => apiTaps.forEach((tap) => tap(call)),
    });
  };
  const startBrokerPart = async () => {
    broker = await startBroker({
      wsPort: broker?.wsPort ?? options.ports.brokerWs,
      tcpPort: broker?.tcpPort ?? options.ports.brokerTcp,
      cluster: options.brokerRedisUrl ? { redisUrl: options.brokerRedisUrl } : undefined,
      auth: {
        mode: 'token',
        verifyToken: (mobile, token) =>
          cloud ? cloud.verifyToken(mobile, token) : { ok: false, reason: 'the cloud is down' },
      },
      controllers: {
        verify: (sn, secret) => {
          // A class's base logs in like a farm's controller, with a secret of the farm's salt.
          const server = findServer(farm, sn) ?? classroom.server(sn);
          return controllerLoginOf({ ...farm, servers: server ? [server] : [] }, sn, secret);
        },
      },
      log: options.log,
    });
  };
  const startSimPart = async () => {
    if (!broker) throw new Error('the broker is not running');
    const { seed, warmDays, weatherShiftMs, fresh } = planting;
    planting = { ...planting, fresh: false }; // a supervisor's restart keeps what they saved since
    sim = await startSimulator({
      brokerUrl: broker.tcpUrl,
      farm,
      clock,
      seed,
      warmDays: warmDays ?? options.warmDays,
      stateDir: options.stateDir,
      log: options.log,
      controllerOptions: {
        ...(options.cadenceMs ? { cadenceMs: options.cadenceMs } : {}),
        freshState: fresh,
        world: { weatherShiftMs },
      },
    });
    await classroom.simulatorStarted(sim);
  };
  const stopPart = async (part: WorldPart) => {
    if (part === 'cloud') await cloud?.close();
    if (part === 'broker') await broker?.close();
    if (part === 'simulator') await sim?.stop();
  };
  const starts: Record<WorldPart, () => Promise<void>> = {
    cloud: startCloudPart,
    broker: startBrokerPart,
    simulator: startSimPart,
  };
  const stopped = new Set<WorldPart>();
  // The trainer's record and replay routes (/sim/world/recording, /traces, /replay).
  const trainer = createRecordingHandler({
    farm,
    clock: () => clock,
    faults: () => sim!.faults,
    brokerUrl: () => broker!.tcpUrl,
    tapApi: (tap) => (apiTaps.add(tap), () => void apiTaps.delete(tap)),
    stateDir: options.stateDir,
    log: options.log ?? ((line) => console.log(line)),
  });
  // The class of trainees: their accounts and bases on this world (simulator/class/).
  const classroom = createClassroom({
    farm,
    now: () => clock.now(),
    sim: () => (stopped.has('simulator') ? undefined : sim),
    cloud: () => (stopped.has('cloud') ? undefined : cloud?.store),
    log: options.log ?? ((line) => console.log(line)),
  });
  const classHandler = createClassHandler(classroom);
  const stop = async () => {
    await classroom.close().catch((e: unknown) => console.error('[start] the class did not end:', e));
    await trainer.close().catch((e: unknown) => console.error('[start] the trainer did not stop:', e));
    await scenarioSession
      .stop()
      .catch((e: unknown) => console.error('[start] the scenario did not stop:', e));
    if (control) await new Promise<void>((resolve) => control!.close(() => resolve()));
    for (const part of ['simulator', 'broker', 'cloud'] as const) {
      if (stopped.has(part)) continue;
      stopped.add(part);
      await stopPart(part).catch((e: unknown) => console.error(`[start] ${part} did not stop:`, e));
    }
    ownClock?.stop();
  };

  const running = <T>(part: T | undefined, name: string): T => {
    if (!part) throw new Error(`${name} is not running`);
    return part;
  };
  const playerWorld = (log?: (line: string) => void): PlayerWorld => {
    const simulator = running(sim, 'the simulator');
    return {
      clock,
      farm,
      target: controlTargetOf(simulator),
      cloudUrl: running(cloud, 'the cloud').url,
      brokerUrl: running(broker, 'the broker').tcpUrl,
      controlToken,
      observe: simulator.observe,
      online: (sn) => simulator.controllers.find((c) => c.sn === sn)?.online ?? false,
      log,
    };
  };
  const bindFarm = () => {
    if (!options.bindFarmTo) return;
    for (const s of farm.servers) cloud?.store.bind(options.bindFarmTo, s.server);
  };
  const plant = async (next: Planting, at: number) => {
    const paused = isWorldClock(clock) ? clock.state().paused : true;
    if (isWorldClock(clock)) clock.pause();
    try {
      await stopPart('simulator');
      // The cloud back to its seed too (bindings, bills, codes, limits); logged-in apps stay logged in.
      cloud?.store.reset({ keepSessions: true });
      bindFarm();
      if (cloud) classroom.cloudReset(cloud.store);
      if (isWorldClock(clock)) await clock.jumpTo(at);
      else if (at > clock.now()) clock.advance(at - clock.now());
      planting = next;
      stopped.delete('simulator');
      await startSimPart();
    } finally {
      if (!paused && isWorldClock(clock)) clock.resume();
    }
  };
  // Scenarios and one-click events (scenarios/world-session.ts), on this world's clock and parts.
  const scenarioSession = createScenarioSession({
    world: () => playerWorld(),
    plant,
    started: (def, startedAt) => classroom.scenarioStarted(def, startedAt),
  });
  try {
    await startCloudPart();
    bindFarm();
    await startBrokerPart();
    await startSimPart();
    const server = createServer((req, res) => {
      const verdict = checkControlRequest(req.headers, controlToken);
      if (!verdict.ok) {
        res.writeHead(verdict.status, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ error: verdict.reason }));
      }
      if (!sim || stopped.has('simulator')) return void res.writeHead(503).end('the simulator is stopped');
      const simulator = sim;
      trainer(req, res)
        .then((handled) => handled || classHandler(req, res))
        .then((handled) => handled || scenarioSession.handle(req, res))
        .then((handled) => handled || simulator.controlHandler(req, res))
        .then(
          (handled) => handled || res.writeHead(404).end(),
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
    });
    control = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.ports.sim, '127.0.0.1', resolve);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const controlAddress = control.address();
  if (!controlAddress || typeof controlAddress !== 'object') {
    await stop();
    throw new Error(`the simulator's control API listens on ${String(controlAddress)}, not on a TCP port`);
  }
  const simControlUrl = `http://127.0.0.1:${controlAddress.port}`;
  return {
    get cloud() {
      return running(cloud, 'the cloud');
    },
    get broker() {
      return running(broker, 'the broker');
    },
    get sim() {
      return running(sim, 'the simulator');
    },
    clock,
    simControlUrl,
    controlToken,
    farm,
    async restart(part) {
      await stopPart(part).catch((e: unknown) => console.error(`[start] ${part} did not stop:`, e));
      stopped.delete(part);
      await starts[part]();
    },
    async isolate(part) {
      stopped.add(part);
      await stopPart(part);
    },
    plant,
    playerWorld,
    stop,
  };
}
