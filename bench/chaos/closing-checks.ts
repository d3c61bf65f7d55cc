/** What the chaos soak judges at its end: listener-leak warnings, crashes, and memory growth. */
import type { Ledger } from './invariants.ts';

export type Memory = { appFirst: number; appLast: number; brokerFirst: number; brokerLast: number };

export function closingChecks(
  ledger: Ledger,
  now: number,
  seen: { warnings: string[]; crashes: number; controllerFaults: string[]; memory: Memory; hours: number },
): void {
  const leaks = seen.warnings.filter((line) => line.startsWith('MaxListenersExceededWarning'));
  if (leaks.length > 0) ledger.violate(now, 'listener leak warning', leaks[0]!);
  if (seen.crashes > 0)
    ledger.violate(now, 'a part crashed', seen.controllerFaults[0] ?? `${seen.crashes} crash(es)`);
  // Judged over a long run only: in a run of a few hours the first hour's figure still grows with
  // code compiled for the first time (the first broker kill, the first relogin), not with leaks.
  if (seen.hours < 6) return;
  const { appFirst, appLast, brokerFirst, brokerLast } = seen.memory;
  if (appFirst > 0 && appLast > appFirst * 1.1)
    ledger.violate(now, 'app heap grew by more than 10 %', `${appFirst} -> ${appLast}`);
  if (brokerFirst > 0 && brokerLast > brokerFirst * 1.1)
    ledger.violate(now, 'broker heap grew by more than 10 %', `${brokerFirst} -> ${brokerLast}`);
}
