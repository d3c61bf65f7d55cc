/** What a chaos soak is asked to do, and what it tells at its end (table.ts prints it). */
import type { Memory } from './closing-checks.ts';
import type { Violation } from './invariants.ts';
import type { ChaosFaultKind } from './plan.ts';

export type ChaosOptions = {
  seed: number;
  hours: number;
  controllers: number;
  clients: number;
  /** Simulated ms the clock moves between two looks at the agenda (default 10 s). */
  stepMs?: number;
  /** Simulated ms between two rounds of checks (default 5 minutes). */
  checkEveryMs?: number;
  /** Simulated ms an invariant may be off after a fault ends (default 15 minutes). */
  boundMs?: number;
  faultEveryMs?: number;
  requestEveryMs?: number;
  print?: (line: string) => void;
};

export type ChaosResult = {
  seed: number;
  hours: number;
  controllers: number;
  clients: number;
  wallS: number;
  faults: Record<ChaosFaultKind, number>;
  requests: { sent: number; applied: number; refused: number };
  alarms: { raised: number; expected: number; delivered: number };
  reboots: number;
  relogins: number;
  backfilledHours: number;
  memory: Memory;
  warnings: string[];
  crashes: number;
  violations: Violation[];
};
