/** The chaos soak's agenda: what happens at which simulated moment, kept in order. */

export type Agenda = { at: number; run: () => Promise<void> | void }[];

/** Adds `run` at `at`, after whatever is already due then. */
export function schedule(agenda: Agenda, at: number, run: () => Promise<void> | void): void {
  let i = agenda.length;
  while (i > 0 && agenda[i - 1]!.at > at) i--;
  agenda.splice(i, 0, { at, run });
}

/** Runs, in order, everything due by `now`. */
export async function runDue(agenda: Agenda, now: () => number): Promise<void> {
  while (agenda[0] && agenda[0].at <= now()) await agenda.shift()!.run();
}

/** Waits (host time, at most `capMs`) until `ready()`: a condition, never a fixed wait. */
export async function until(ready: () => boolean, capMs: number): Promise<boolean> {
  const began = performance.now();
  while (!ready()) {
    if (performance.now() - began > capMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}
