/**
 * One rung of the fleet ladder: a subscriber on `farm/+/sensor/data`, then `npm run sim` with N
 * controllers at 1 message per second; its connect phase is read from the simulator's report lines
 * (connected, refused, timed out), then delivery latency (publish ts -> subscriber) is measured.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import mqtt from 'mqtt';
import type { BenchBroker } from './brokers.ts';
import { cpuSeconds, onLines, stopChild } from './proc.ts';

export type StepOptions = {
  controllers: number;
  workers: number;
  seconds: number;
  connectTimeoutS: number;
  /** After every controller was heard from: the fleet's first world ticks (10 s) settle. */
  warmupS: number;
  /**
   * Then at most this long until the start-up burst has drained: the fleet's first decisions move
   * and report many actuators at once, and a backlog left in the broker would be measured as delay.
   * Settled = one 2 s window with sensor/data's p99 under `settledP99Ms` at the fleet's own rate.
   */
  settleS: number;
  settledP99Ms: number;
  /** A measured second whose own p99 reaches this is counted as over the budget. */
  p99BudgetMs: number;
};

export type StepResult = {
  controllers: number;
  connected: number;
  refused: number;
  timedOut: number;
  connectS: number;
  /** Controllers whose live messages reached the subscriber while measuring. */
  online: number;
  rate: number;
  /** Messages received / messages the connected controllers published while measuring. */
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU of the broker and of the simulator process while measuring, % of one core. */
  brokerCpu: number;
  simCpu: number;
  /** CPU of this process (the subscriber) while measuring, % of one core. */
  subscriberCpu: number;
  load1: number;
  /**
   * p99 of the time between a controller's successive readings (their ts), 1,000 ms at the cadence:
   * a simulator thread that falls behind sends late, stamped when it reads, and shows here.
   */
  gapP99: number;
  /** The worst of the measured seconds' own p99, and how many seconds had a p99 over the budget. */
  worstSecondP99?: number;
  secondsOver?: number;
  /** Seconds from the first message heard to the measurement (warm-up and settling). */
  settledAfterS: number;
  error?: string;
};

const connectLine = /\[sim\] connect: (\d+) connected, (\d+) refused, (\d+) timed out in ([\d.]+) s/;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

export async function runStep(broker: BenchBroker, options: StepOptions): Promise<StepResult> {
  const { controllers, seconds } = options;
  const latencies: number[] = [];
  const live = new Set<string>();
  const heard = new Set<string>();
  const lastTs = new Map<string, number>();
  const gaps: number[] = [];
  let measuring = false;
  let window: number[] = [];
  /** Latencies by the second they arrived in, to tell a steady tail from a few bad seconds. */
  const perSecond: number[][] = [];
  let measureStart = 0;
  const subscriber = await mqtt.connectAsync(broker.url, {
    clientId: broker.subscriberId,
    username: broker.username,
    password: broker.password,
    reconnectPeriod: 0,
  });
  (subscriber.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true);
  subscriber.on('message', (_topic, payload, packet) => {
    if (packet.retain) return; // retained copies are old news, not deliveries
    const head = payload.toString('utf8', 0, 120);
    const sn = /"sn":"([^"]+)"/.exec(head)?.[1];
    if (sn) heard.add(sn);
    const ts = Number(/"ts":(\d+)/.exec(head)?.[1]);
    if (sn && Number.isFinite(ts)) {
      const previous = lastTs.get(sn);
      if (measuring && previous !== undefined) gaps.push(ts - previous);
      lastTs.set(sn, ts);
    }
    if (!measuring) {
      if (Number.isFinite(ts)) window.push(Date.now() - ts);
      return;
    }
    if (sn) live.add(sn);
    if (!Number.isFinite(ts)) return;
    const now = Date.now();
    latencies.push(now - ts);
    const second = Math.floor((now - measureStart) / 1000);
    (perSecond[second] ??= []).push(now - ts);
  });
  await subscriber.subscribeAsync('farm/+/sensor/data', { qos: 0 });

  const threads = options.workers > 1 ? Math.min(options.workers, controllers) : 1;
  const args = ['--import', 'tsx', 'simulator/cli.ts', '--controllers', String(controllers)];
  args.push('--cadence', '1000', '--broker', broker.url, '--workers', String(options.workers));
  args.push('--connect-timeout', String(options.connectTimeoutS));
  // GH_BENCH_SIM_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the fleet.
  const nodeArgs = (process.env.GH_BENCH_SIM_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const sim = spawn(process.execPath, [...nodeArgs, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  const result: StepResult = {
    ...{ controllers, connected: 0, refused: 0, timedOut: 0, connectS: 0, online: 0, rate: 0 },
    ...{ delivered: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN, gapP99: Number.NaN },
    ...{ brokerCpu: 0, simCpu: 0 },
    subscriberCpu: 0,
    load1: os.loadavg()[0] ?? 0,
    settledAfterS: 0,
  };
  let reports = 0;
  let exited = false;
  const stderr: string[] = [];
  sim.once('exit', () => (exited = true));
  onLines(sim.stderr, (line) => stderr.length < 5 && stderr.push(line));
  // The phase may take long on a loaded machine: the deadline moves while controllers connect.
  const stall = (options.connectTimeoutS + 60) * 1000;
  let deadline = Date.now() + stall + 60_000; // + building the farm in every thread
  onLines(sim.stdout, (line) => {
    if (line.startsWith('[sim] connecting:')) deadline = Date.now() + stall;
    const m = connectLine.exec(line);
    if (!m) return;
    reports++;
    result.connected += Number(m[1]);
    result.refused += Number(m[2]);
    result.timedOut += Number(m[3]);
    result.connectS = Math.max(result.connectS, Number(m[4]));
  });
  while (reports < threads && !exited && Date.now() < deadline) await pause(100);
  if (reports < threads)
    result.error = exited ? `the simulator exited: ${stderr.join(' ')}` : 'the connect phase stalled';
  else {
    // Warm-up: nearly every connected controller heard from (up to 30 s), then past the first
    // world ticks, when every greenhouse's automation makes its first decisions at once.
    const warm = Date.now() + 30_000;
    while (heard.size < result.connected * 0.95 && Date.now() < warm) await pause(100);
    const heardAt = Date.now();
    await pause(options.warmupS * 1000);
    const settleBy = Date.now() + options.settleS * 1000;
    for (;;) {
      window = [];
      await pause(2000);
      const sorted = window.sort((a, b) => a - b);
      const drained = sorted.length <= result.connected * 2 * 1.05;
      if ((drained && percentile(sorted, 0.99) < options.settledP99Ms) || Date.now() >= settleBy) break;
    }
    result.settledAfterS = (Date.now() - heardAt) / 1000;
    const cpu0 = [cpuSeconds(broker.pid), cpuSeconds(sim.pid), cpuSeconds(process.pid)];
    measureStart = Date.now();
    measuring = true;
    await pause(seconds * 1000);
    measuring = false;
    const cpu1 = [cpuSeconds(broker.pid), cpuSeconds(sim.pid), cpuSeconds(process.pid)];
    result.brokerCpu = ((cpu1[0]! - cpu0[0]!) / seconds) * 100;
    result.simCpu = ((cpu1[1]! - cpu0[1]!) / seconds) * 100;
    result.subscriberCpu = ((cpu1[2]! - cpu0[2]!) / seconds) * 100;
  }
  await stopChild(sim, 0); // the kernel closes its sockets; the broker goes with the step
  await subscriber.endAsync(true);
  const sorted = latencies.sort((a, b) => a - b);
  Object.assign(result, {
    online: live.size,
    rate: sorted.length / seconds,
    delivered: result.connected > 0 ? sorted.length / (result.connected * seconds) : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    gapP99: percentile(
      gaps.sort((a, b) => a - b),
      0.99,
    ),
  });
  const secondP99s = perSecond.map((l) =>
    percentile(
      l.sort((a, b) => a - b),
      0.99,
    ),
  );
  result.worstSecondP99 = Math.max(0, ...secondP99s.filter(Number.isFinite));
  result.secondsOver = secondP99s.filter((p) => p >= options.p99BudgetMs).length;
  if (process.env.GH_BENCH_PER_SECOND)
    console.log(`[sim] p99 by second from ${measureStart}: ${secondP99s.join(' ')}`);
  return result;
}
