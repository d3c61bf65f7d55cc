/** The bench's world: dist/ (built when missing) served by the harness on its ports, or one already running. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { devPorts } from '../../scripts/ports.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The harness's ports: GH_* when set, else a set of its own (beside npm start and the e2e suite). */
export function benchPorts(env: NodeJS.ProcessEnv) {
  return {
    GH_PREVIEW_PORT: env.GH_PREVIEW_PORT ?? '14273',
    GH_CLOUD_PORT: env.GH_CLOUD_PORT ?? '14287',
    GH_SIM_PORT: env.GH_SIM_PORT ?? '14288',
    GH_BROKER_WS_PORT: env.GH_BROKER_WS_PORT ?? '14283',
    GH_BROKER_TCP_PORT: env.GH_BROKER_TCP_PORT ?? '14284',
  };
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

export type Harness = { url: string; stop: () => Promise<void> };

/** Starts `scripts/start.ts --preview` unless the preview URL already answers. */
export async function startHarness(build: boolean): Promise<Harness> {
  const ports = benchPorts(process.env);
  const url = `http://127.0.0.1:${devPorts(ports).preview}`;
  if (await answers(url)) {
    console.log(`[lighthouse] using the app already served at ${url}`);
    return { url, stop: async () => {} };
  }
  if (build || !fs.existsSync(path.join(root, 'dist/index.html'))) {
    console.log('[lighthouse] building dist/ (VITE_SIMULATED=true vite build)');
    const run = spawnSync('node', ['node_modules/vite/bin/vite.js', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_SIMULATED: 'true' },
    });
    if (run.status !== 0) throw new Error('vite build failed');
  }
  const env = {
    ...process.env,
    ...ports,
    GH_QUIET: '1',
    GH_STATE_DIR: '',
    GH_SIM_WARM_DAYS: process.env.GH_SIM_WARM_DAYS ?? '1',
  };
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'scripts/start.ts', '--preview'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`the harness stopped (exit ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`the harness did not answer at ${url} within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
