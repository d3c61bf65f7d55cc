/**
 * `npm start`: the simulated world and the app in one command. Starts what exists: broker, cloud,
 * simulated controllers, then the Vite dev server (or `--preview`: the production build) that
 * proxies /api and /mqtt/ to them. Ctrl-C stops every part cleanly; a part that fails is restarted
 * alone, or stopped alone past its restart budget, and the others keep running (scripts/supervisor.ts).
 */
import { createServer, preview } from 'vite';
import { createClock, type Clock } from '../simulator/clock.ts';
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

/**
 * GH_SIM_CLOCK=stepped (the e2e harness): a stepped clock that this process moves along with the
 * wall clock (times the speed), so the world runs as usual, and that a test can also step ahead at
 * once (POST /sim/world/clock/advance) instead of waiting for simulated minutes to pass.
 */
function pacedClock(speed: number, log: (line: string) => void): { clock: Clock; stop(): void } {
  const clock = createClock({
    mode: 'stepped',
    start: Date.now(),
    onTimerError: (error) => log(`[sim] a timer callback failed: ${String(error)}`),
  });
  let last = Date.now();
  const pace = setInterval(() => {
    const now = Date.now();
    clock.advance((now - last) * speed);
    last = now;
  }, 50);
  return { clock, stop: () => clearInterval(pace) };
}

/** In the e2e harness only problems are printed. */
const quietLog = (line: string) => {
  if (/error|fail|violation|refused/i.test(line)) console.log(line);
};

async function main(): Promise<void> {
  const ports = devPorts(process.env);
  const usePreview = process.argv.includes('--preview');
  const speed = Number(process.env.GH_SIM_SPEED ?? 1);
  const log = process.env.GH_QUIET ? quietLog : undefined;
  const paced = process.env.GH_SIM_CLOCK === 'stepped' ? pacedClock(speed, log ?? console.error) : undefined;
  if (paced) parts.push({ name: 'clock', stop: async () => paced.stop() });
  world = await startWorld({
    ports,
    speed,
    clock: paced?.clock,
    warmDays: Number(process.env.GH_SIM_WARM_DAYS ?? 30),
    stateDir: process.env.GH_STATE_DIR === '' ? undefined : (process.env.GH_STATE_DIR ?? '.state/sim'),
    log,
  });
  const started = world;
  parts.push({ name: 'world', stop: () => started.stop() });
  // The dev server is a simulated build: the trainer console (/trainer) is in it (issue 14).
  if (!usePreview) process.env.VITE_SIMULATED ??= 'true';
  const app = usePreview
    ? await preview({ preview: { port: ports.preview } })
    : await createServer({ server: { port: ports.app } }).then((server) => server.listen());
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
