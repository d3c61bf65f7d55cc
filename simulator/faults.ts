/**
 * Fault injection, switchable at run time: sensor stuck / drifting / out of range / offline, actuator
 * jammed or offline, a boiler out, a fertigation centre's stock tank low or filter clogged, acks delayed or
 * dropped, a topic's publications held, controller disconnect, a burst of malformed payloads.
 * Faults are data; each controller asks `find` where it acts and listens to `onChange` for one-shots.
 */
import { z } from 'zod';
import { baseTopicNames, describe } from '../protocol/index.ts';

const num = z.number().finite();
const faultSchemas = {
  sensorStuck: z.object({ value: num.optional() }),
  sensorDrift: z.object({ perHour: num.default(2) }),
  sensorOutOfRange: z.object({ value: num.optional() }),
  sensorOffline: z.object({}),
  actuatorJammed: z.object({}),
  /** A fertigation centre's (id: fid) stock tank drained to levelPct and held there (default: first fertilizer tank). */
  tankLow: z.object({ tank: z.string().min(1).max(20).optional(), levelPct: num.min(0).max(100).default(0) }),
  /** A fertigation centre's (id: fid) filter drop, bar at nominal flow (clean 0.2; dosing stops from 1). */
  filterClogged: z.object({ dpBar: num.min(0).max(5).default(1.5) }),
  actuatorOffline: z.object({}),
  /** The controller's boiler is out (target: sn): heaters open as automation says but give no heat. */
  boilerFail: z.object({}),
  ackDelay: z.object({ ms: z.number().int().min(0).max(600_000).default(3000) }),
  ackDrop: z.object({ count: z.number().int().min(1).optional() }),
  /** The controller's own publications on the target topic stop (its answers still go out). */
  publishHold: z.object({}),
  disconnect: z.object({ ms: z.number().int().min(1).max(86_400_000).optional() }),
  malformedBurst: z.object({
    count: z.number().int().min(1).max(10_000).default(10),
    topic: z.enum(baseTopicNames).default('sensor/data'),
  }),
} as const;

export type FaultKind = keyof typeof faultSchemas;
export const faultKinds = Object.keys(faultSchemas) as [FaultKind, ...FaultKind[]];
export type FaultParams<K extends FaultKind = FaultKind> = z.infer<(typeof faultSchemas)[K]>;
/** The schemas by kind as one mapped type: `faultParams[kind]` parses to `FaultParams<K>` for a generic kind. */
const faultParams: { [K in FaultKind]: z.ZodType<FaultParams<K>> } = faultSchemas;

/** Which controller (sn), device (sid, aid or fertigation centre fid) or topic name a fault hits; absent = all. */
export const faultTarget = z.object({
  sn: z.string().min(1).max(64).optional(),
  id: z.number().int().positive().optional(),
  topic: z.enum(baseTopicNames).optional(),
});
export type FaultTarget = z.infer<typeof faultTarget>;

type FaultOf<K extends FaultKind> = { kind: K; target: FaultTarget; params: FaultParams<K>; since: number };
/** A fault switched on: its params are those its kind's schema gave (set parses them). */
export type Fault = FaultOf<FaultKind>;
/** A fault of kind K, its params K's own (what `find` and `isFault` give). */
export type FaultOfKind<K extends FaultKind> = { [P in K]: FaultOf<P> }[K];
export type FaultEvent = { type: 'set' | 'clear'; fault: Fault };

type Where = { sn: string; id?: number; topic?: string };

export type Faults = {
  /** Switches a fault on (replacing one of the same kind and target). Throws on bad params. */
  set<K extends FaultKind>(kind: K, target?: FaultTarget, params?: Partial<FaultParams<K>>): Fault;
  /** Switches off faults of `kind` (all kinds when absent) whose target equals `target` (any when absent). */
  clear(kind?: FaultKind, target?: FaultTarget): number;
  list(): Fault[];
  /** How many faults are on (0 most of the time: the hot paths skip their lookups then). */
  count(): number;
  /** The fault of `kind` that hits this controller/device/topic, if any. */
  find<K extends FaultKind>(kind: K, where: Where): FaultOfKind<K> | undefined;
  onChange(listener: (event: FaultEvent) => void): () => void;
};

const keyOf = (kind: FaultKind, t: FaultTarget) => `${kind}|${t.sn ?? '*'}|${t.id ?? '*'}|${t.topic ?? '*'}`;
/** Whether `fault` is of `kind`; set parsed its params with that kind's schema, so they are K's. */
export const isFault = <K extends FaultKind>(fault: Fault, kind: K): fault is FaultOfKind<K> =>
  fault.kind === kind;
const sameTarget = (a: FaultTarget, b: FaultTarget) => a.sn === b.sn && a.id === b.id && a.topic === b.topic;

export function createFaults(options: { now: () => number }): Faults {
  const active = new Map<string, Fault>();
  const listeners = new Set<(event: FaultEvent) => void>();
  const emit = (event: FaultEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  return {
    set<K extends FaultKind>(kind: K, target: FaultTarget = {}, params: Partial<FaultParams<K>> = {}) {
      const schema = faultParams[kind];
      if (!schema) throw new Error(`[sim] unknown fault kind ${String(kind)}`);
      const checkedTarget = faultTarget.safeParse(target);
      const checked = schema.safeParse(params);
      if (!checkedTarget.success) throw new Error(`[sim] fault target: ${describe(checkedTarget.error)}`);
      if (!checked.success) throw new Error(`[sim] fault ${kind}: ${describe(checked.error)}`);
      const fault: Fault = {
        kind,
        target: checkedTarget.data,
        params: checked.data,
        since: options.now(),
      };
      active.set(keyOf(kind, fault.target), fault);
      emit({ type: 'set', fault });
      return fault;
    },
    clear(kind, target) {
      let cleared = 0;
      for (const [key, fault] of [...active]) {
        if (kind && fault.kind !== kind) continue;
        if (target && !sameTarget(fault.target, target)) continue;
        active.delete(key);
        cleared++;
        emit({ type: 'clear', fault });
      }
      return cleared;
    },
    list: () => [...active.values()],
    count: () => active.size,
    find<K extends FaultKind>(kind: K, where: Where) {
      // Asked for every sensor of every round: most of the time there is no fault at all.
      if (active.size === 0) return undefined;
      let best: FaultOfKind<K> | undefined;
      let bestScore = -1;
      for (const fault of active.values()) {
        const t = fault.target;
        if (!isFault(fault, kind)) continue;
        if (t.sn !== undefined && t.sn !== where.sn) continue;
        if (t.id !== undefined && t.id !== where.id) continue;
        if (t.topic !== undefined && t.topic !== where.topic) continue;
        const score = (t.sn ? 4 : 0) + (t.id ? 2 : 0) + (t.topic ? 1 : 0);
        if (score > bestScore) [best, bestScore] = [fault, score];
      }
      return best;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A fault command as the control API and the CLI take it. */
export const faultCommand = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('set'),
    kind: z.enum(faultKinds),
    target: faultTarget.default({}),
    params: z.record(z.string(), z.unknown()).default({}),
  }),
  z.object({ op: z.literal('clear'), kind: z.enum(faultKinds).optional(), target: faultTarget.optional() }),
  z.object({ op: z.literal('list') }),
]);
export type FaultCommand = z.infer<typeof faultCommand>;

/** Applies a command; bad input comes back as a reason, never half-applied. */
export type FaultCommandResult =
  { ok: true; faults: Fault[]; cleared?: number } | { ok: false; reason: string };

export function applyFaultCommand(faults: Faults, input: unknown): FaultCommandResult {
  const parsed = faultCommand.safeParse(input);
  if (!parsed.success) return { ok: false, reason: describe(parsed.error) };
  const command = parsed.data;
  try {
    if (command.op === 'set') faults.set(command.kind, command.target, command.params);
    if (command.op === 'clear')
      return { ok: true, cleared: faults.clear(command.kind, command.target), faults: faults.list() };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, faults: faults.list() };
}
