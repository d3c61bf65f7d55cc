/**
 * How many controllers one simulator process runs at 1 sensor/data message per second each before
 * the p99 delivery latency (publish ts -> subscriber) passes 100 ms.
 *   npm run bench:sim -- [--broker mqtt://host:port] [--workers K] [--seconds S]
 * Without --broker it starts Debian's mosquitto on a free port (the broker is not what is measured).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';

const { values } = parseArgs({
  options: {
    broker: { type: 'string' },
    workers: { type: 'string' },
    seconds: { type: 'string' },
    steps: { type: 'string' },
  },
});
const seconds = Number(values.seconds ?? 15);
const steps = (values.steps ?? '50,100,200,400,800,1200,1600,2400,3200').split(',').map(Number);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function measure(broker: string, controllers: number) {
  const latencies: number[] = [];
  const sns = new Set<string>();
  let measuring = false;
  const client = await mqtt.connectAsync(broker, { clientId: `bench${process.pid}` });
  (client.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true);
  client.on('message', (_topic, payload) => {
    const text = payload.toString('utf8', 0, 120);
    const sn = /"sn":"([^"]+)"/.exec(text)?.[1];
    const ts = Number(/"ts":(\d+)/.exec(text)?.[1]);
    if (sn) sns.add(sn);
    if (measuring && Number.isFinite(ts)) latencies.push(Date.now() - ts);
  });
  await client.subscribeAsync('farm/+/sensor/data', { qos: 0 });
  const args = [
    '--import',
    'tsx',
    'simulator/cli.ts',
    '--controllers',
    String(controllers),
    '--cadence',
    '1000',
    '--broker',
    broker,
    '--workers',
    values.workers ?? '1',
  ];
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'ignore', 'inherit'] });
  const started = Date.now();
  while (sns.size < controllers && Date.now() - started < 120_000)
    await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 5000)); // warm-up: connections settle, code is compiled
  measuring = true;
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  await stopChild(child);
  await client.endAsync();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    controllers,
    online: sns.size,
    rate: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

async function main() {
  let mosquitto: ChildProcess | undefined;
  let config: string | undefined;
  let broker = values.broker;
  if (!broker) {
    const port = await freePort();
    // Nagle on the broker's sockets adds tens of ms at low rates (STACK-NOTES "aedes").
    config = path.join(os.tmpdir(), `gh-bench-mosquitto-${process.pid}.conf`);
    fs.writeFileSync(
      config,
      `listener ${port} 127.0.0.1\nallow_anonymous true\nset_tcp_nodelay true\nmax_queued_messages 100000\n`,
    );
    mosquitto = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
    broker = `mqtt://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 300));
  }
  console.log(`[sim] load bench against ${broker}, ${seconds} s per step, workers ${values.workers ?? 1}`);
  console.log('controllers  online  msg/s   p50 ms  p99 ms');
  for (const n of steps) {
    const r = await measure(broker, n);
    console.log(
      `${String(n).padStart(11)}  ${String(r.online).padStart(6)}  ${r.rate.toFixed(0).padStart(5)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(6)}`,
    );
    if (!(r.p99 <= 100) || r.online < n) break;
  }
  if (mosquitto) await stopChild(mosquitto);
  if (config) fs.rmSync(config, { force: true });
}

void main();
