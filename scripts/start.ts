/**
 * `npm start`: the simulated world and the app in one command. Starts what exists: broker, cloud,
 * simulated controllers, then the Vite dev server (or `--preview`: the production build) that
 * proxies /api and /mqtt/ to them. Ctrl-C stops every part cleanly; a part that fails is restarted
 * alone, or stopped alone past its restart budget, and the others keep running (scripts/supervisor.ts).
 */
import { createServer, preview } from 'vite';
import { harnessLogger } from './vite-logger.ts';
import { checkSpeed, createWorldClock, simStart } from '../simulator/world-clock.ts';
import { demoMobile, demoPassword } from '../fixtures/index.ts';
import { devPorts } from './ports.ts';
import { createSupervisor, partOf, type PartName } from './supervisor.ts';
import { startWorld, type World } from './world.ts';

type Part = { name: string; stop: () => Promise<void> };

const parts: Part[] = [];
let stopping = false;
let world: World | undefined;

const supervisor = createSupervisor({
  log: (line) => console.error(line),
  restart: async (part: PartName) => {
    if (part === 'app') throw new Error('the app server is not restarted by itself');
    await world?.restart(part);
  },
  isolate: async (part: PartName) => {
    if (part !== 'app') await world?.isolate(part);
  },
});

/** An error that escaped a part: the supervisor restarts or isolates that part; the rest keeps running. */
function failed(error: unknown): void {
  if (stopping) return;
  void supervisor.failed(partOf(error), error);
}

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const part of [...parts].reverse()) {
      await part
        .stop()
        .catch((error: unknown) => console.error(`[start] ${part.name} did not stop cleanly:`, error));
    }
  }
  process.exit(code);
}

/** In the e2e harness only problems are printed. */
const quietLog = (line: string) => {
  if (/error|fail|violation|refused/i.test(line)) console.log(line);
};

async function main(): Promise<void> {
  const ports = devPorts(process.env);
  const usePreview = process.argv.includes('--preview');
  const log = process.env.GH_QUIET ? quietLog : undefined;
  // The world clock (simulator/world-clock.ts): paced by the wall clock times GH_SIM_SPEED; a trainer
  // pauses, re-paces or jumps it and a spec steps it (/sim/world/clock). GH_SIM_CLOCK=stepped, which
  // the e2e harness sets, needs nothing more: the world clock can always be stepped.
  const clock = createWorldClock({
    start: simStart(process.env.GH_SIM_START),
    speed: checkSpeed(Number(process.env.GH_SIM_SPEED ?? 1)),
    onTimerError: (error) => (log ?? console.error)(`[sim] a timer callback failed: ${String(error)}`),
  });
  parts.push({ name: 'clock', stop: () => Promise.resolve(clock.stop()) });
  world = await startWorld({
    ports,
    clock,
    warmDays: Number(process.env.GH_SIM_WARM_DAYS ?? 30),
    // The app's load bench (bench/app-load.ts) asks for readings faster than every 5 s.
    cadenceMs: process.env.GH_SIM_CADENCE_MS ? Number(process.env.GH_SIM_CADENCE_MS) : undefined,
    brokerRedisUrl: process.env.GH_BROKER_REDIS_URL || undefined,
    stateDir: process.env.GH_STATE_DIR === '' ? undefined : (process.env.GH_STATE_DIR ?? '.state/sim'),
    log,
  });
  const started = world;
  parts.push({ name: 'world', stop: () => started.stop() });
  // The dev server is a simulated build: the trainer console (/trainer) is in it.
  if (!usePreview) process.env.VITE_SIMULATED ??= 'true';
  const app = usePreview
    ? await preview({ preview: { port: ports.preview }, customLogger: harnessLogger() })
    : await createServer({ server: { port: ports.app }, customLogger: harnessLogger() }).then((server) =>
        server.listen(),
      );
  parts.push({ name: 'app', stop: () => app.close() });
  const url = app.resolvedUrls?.local[0] ?? `http://127.0.0.1:${usePreview ? ports.preview : ports.app}/`;
  console.log(`\n  Greenhouse HIL is running at ${url}`);
  console.log(`  Demo login: ${demoMobile} / ${demoPassword}   (SMS codes are printed as [cloud] lines)`);
  console.log(`  Cloud ${world.cloud.url}, broker ${world.broker.wsUrl} and ${world.broker.tcpUrl}`);
  console.log(
    '  /sim/control and /sim/world outside the browser: header x-gh-sim-token, see .state/sim-token\n',
  );
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
process.on('uncaughtException', failed);
process.on('unhandledRejection', failed);

main().catch((error: unknown) => {
  console.error('[start] could not start:', error instanceof Error ? error.message : error);
  void stopAll(1);
});
