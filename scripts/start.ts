/**
 * `npm start`: the simulated world and the app in one command. Starts what exists: broker, cloud,
 * simulated controllers, then the Vite dev server (or `--preview`: the production build) that
 * proxies /api and /mqtt/ to them. Ctrl-C, or a crash of any part, stops every part cleanly.
 */
import { createServer, preview } from 'vite';
import { demoMobile, demoPassword } from '../fixtures/index.ts';
import { devPorts } from './ports.ts';
import { startWorld } from './world.ts';

type Part = { name: string; stop: () => Promise<void> };

const parts: Part[] = [];
let stopping = false;

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
  const world = await startWorld({
    ports,
    speed: Number(process.env.GH_SIM_SPEED ?? 1),
    warmDays: Number(process.env.GH_SIM_WARM_DAYS ?? 30),
    stateDir: process.env.GH_STATE_DIR === '' ? undefined : (process.env.GH_STATE_DIR ?? '.state/sim'),
    log: process.env.GH_QUIET ? quietLog : undefined,
  });
  parts.push({ name: 'world', stop: () => world.stop() });
  const app = usePreview
    ? await preview({ preview: { port: ports.preview } })
    : await createServer({ server: { port: ports.app } }).then((server) => server.listen());
  parts.push({ name: 'app', stop: () => app.close() });
  const url = app.resolvedUrls?.local[0] ?? `http://127.0.0.1:${usePreview ? ports.preview : ports.app}/`;
  console.log(`\n  Greenhouse HIL is running at ${url}`);
  console.log(`  Demo login: ${demoMobile} / ${demoPassword}   (SMS codes are printed as [cloud] lines)`);
  console.log(`  Cloud ${world.cloud.url}, broker ${world.broker.wsUrl} and ${world.broker.tcpUrl}\n`);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
process.on('uncaughtException', (error) => {
  console.error('[start] a part crashed:', error);
  void stopAll(1);
});
process.on('unhandledRejection', (error) => {
  console.error('[start] a part failed:', error);
  void stopAll(1);
});

main().catch((error: unknown) => {
  console.error('[start] could not start:', error instanceof Error ? error.message : error);
  void stopAll(1);
});
