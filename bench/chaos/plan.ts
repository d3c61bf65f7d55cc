/**
 * The chaos soak's timeline, drawn from one seed: the faults (what, whom, when, how long), the
 * growers' requests and the alarms the weather of a sensor raises. The same seed and sizes give the
 * same timeline, so `--seed N` replays a run; the world's sockets still choose their own moments.
 */
import { createRandom, type Random } from '../../model/random.ts';

export const faultKinds = [
  'brokerKill',
  'linkLoss',
  'powerCut',
  'stateCorrupt',
  'ackDrop',
  'ackDelay',
  'badPayloads',
  'tokenExpiry',
  'cloudRestart',
] as const;
export type ChaosFaultKind = (typeof faultKinds)[number];

export type ChaosFault = {
  at: number;
  kind: ChaosFaultKind;
  /** The controller (index of the farm's servers) or app client (index) it hits, if one. */
  target: number;
  /** Simulated ms until it ends (0: a one-shot). */
  forMs: number;
  /** stateCorrupt: how the state file is damaged; ackDrop: how many answers go. */
  detail: number;
};

/** A grower's QoS 1 configuration request (client index, at). */
export type ChaosRequest = { at: number; client: number; id: string };
/** A sensor's reading held beyond its alarm threshold (controller index, for how long). */
export type ChaosAlarm = { at: number; controller: number; forMs: number };

export type ChaosPlan = {
  seed: number;
  faults: ChaosFault[];
  requests: ChaosRequest[];
  alarms: ChaosAlarm[];
};

export type PlanSizes = {
  seed: number;
  /** Simulated ms the run lasts (the plan leaves its last 20 minutes quiet, to settle). */
  durationMs: number;
  controllers: number;
  clients: number;
  /** Mean simulated ms between two faults (any kind). */
  faultEveryMs?: number;
  /** Mean simulated ms between two requests of one client. */
  requestEveryMs?: number;
};

const minute = 60_000;
/** No fault starts in the first minutes (everyone connected and listed) nor in the quiet end. */
export const warmUpMs = 5 * minute;
export const quietEndMs = 20 * minute;

/** Exponential gaps: faults and requests come at random, not on a beat. */
const gap = (r: Random, meanMs: number) => Math.max(1000, Math.round(-Math.log(1 - r.next()) * meanMs));

function faultOf(r: Random, kind: ChaosFaultKind, at: number, sizes: PlanSizes): ChaosFault {
  const controller = r.int(0, sizes.controllers - 1);
  const client = r.int(0, sizes.clients - 1);
  switch (kind) {
    case 'brokerKill':
      return { at, kind, target: 0, forMs: r.int(10, 120) * 1000, detail: 0 };
    case 'linkLoss':
      return { at, kind, target: controller, forMs: r.int(2, 40) * minute, detail: 0 };
    case 'powerCut':
      return { at, kind, target: controller, forMs: r.int(5, 60) * 1000, detail: 0 };
    case 'stateCorrupt':
      // 0: truncated half way; 1: garbage bytes.
      return { at, kind, target: controller, forMs: r.int(5, 60) * 1000, detail: r.int(0, 1) };
    case 'ackDrop':
      return { at, kind, target: controller, forMs: r.int(2, 20) * minute, detail: r.int(1, 3) };
    case 'ackDelay':
      return { at, kind, target: controller, forMs: r.int(2, 20) * minute, detail: r.int(1, 20) * 1000 };
    case 'badPayloads':
      return { at, kind, target: client, forMs: 0, detail: r.int(50, 500) };
    case 'tokenExpiry':
      return { at, kind, target: client, forMs: 0, detail: 0 };
    case 'cloudRestart':
      return { at, kind, target: 0, forMs: r.int(10, 90) * 1000, detail: 0 };
  }
}

/** Draws the timeline: every kind at least once, then kinds at random. */
export function planChaos(sizes: PlanSizes): ChaosPlan {
  const root = createRandom(`chaos-${sizes.seed}`);
  const end = sizes.durationMs - quietEndMs;
  const faults: ChaosFault[] = [];
  const r = root.fork('faults');
  const faultEveryMs = sizes.faultEveryMs ?? 12 * minute;
  // Each kind once, spread over the run, so a short run still meets them all.
  const span = Math.max(minute, end - warmUpMs);
  faultKinds.forEach((kind, i) => {
    const at = warmUpMs + Math.round(((i + r.next()) / faultKinds.length) * span);
    faults.push(faultOf(r, kind, Math.min(at, end - minute), sizes));
  });
  for (let at = warmUpMs + gap(r, faultEveryMs); at < end; at += gap(r, faultEveryMs))
    faults.push(faultOf(r, faultKinds[r.int(0, faultKinds.length - 1)]!, at, sizes));
  faults.sort((a, b) => a.at - b.at);

  const requests: ChaosRequest[] = [];
  const q = root.fork('requests');
  const requestEveryMs = sizes.requestEveryMs ?? 30 * minute;
  for (let client = 0; client < sizes.clients; client++) {
    let n = 0;
    for (let at = 2 * minute + gap(q, requestEveryMs); at < end; at += gap(q, requestEveryMs))
      requests.push({ at, client, id: `c${client}-${n++}` });
  }
  requests.sort((a, b) => a.at - b.at);

  const alarms: ChaosAlarm[] = [];
  const a = root.fork('alarms');
  for (let controller = 0; controller < sizes.controllers; controller++)
    for (let at = 3 * minute + gap(a, 3 * 60 * minute); at < end; at += gap(a, 3 * 60 * minute))
      alarms.push({ at, controller, forMs: a.int(10, 60) * minute });
  alarms.sort((x, y) => x.at - y.at);
  return { seed: sizes.seed, faults, requests, alarms };
}
