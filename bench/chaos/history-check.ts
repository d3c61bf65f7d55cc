/**
 * History back after an outage: once the link is back and the bound has passed, a logged-in client
 * of the base reads the outage's history through the app's live layer; the longest stretch without
 * a sample may be no longer than the controller's own time without readings there.
 */
import type { Controller } from '../../simulator/index.ts';
import { schedule, type Agenda } from './agenda.ts';
import type { AppClient } from './app-clients.ts';
import { longestGap, type Ledger } from './invariants.ts';
import type { createOutages } from './outages.ts';

const minute = 60_000;

export type HistoryCheckDeps = {
  agenda: Agenda;
  now: () => number;
  /** The run's first moment: no history is asked from before it. */
  t0: number;
  ledger: Ledger;
  outages: ReturnType<typeof createOutages>;
  /** A connected client of this controller's base, if one. */
  clientOf: (controller: Controller) => AppClient | undefined;
  /** The controller and the broker are up (no outage of ours under way). */
  up: (controller: Controller) => boolean;
  checkEveryMs: number;
  boundMs: number;
};

export function createHistoryCheck(deps: HistoryCheckDeps) {
  let backfilledMs = 0;
  const attempt = async (controller: Controller, from: number, to: number, left: number): Promise<void> => {
    const sid = controller.context.config.list('sensor')[0]?.sid;
    if (sid === undefined) return;
    const client = deps.clientOf(controller);
    const again = (n: number): void =>
      schedule(deps.agenda, deps.now() + deps.checkEveryMs, () => attempt(controller, from, to, n));
    // Asked while the link is up; another outage meanwhile only puts the question off.
    if (!client || !deps.up(controller)) return again(left);
    const window = { from: Math.max(deps.t0, from - 10 * minute), to: to + 5 * minute };
    const answer = await client.history([sid], window.from, window.to, minute);
    if (answer?.ok) {
      const gap = longestGap(answer.times, window.from, window.to);
      const allowed = Math.max(to - from, deps.outages.longest(controller.sn, window.from, window.to));
      if (gap > allowed + 3 * minute)
        deps.ledger.violate(
          deps.now(),
          'history gap longer than the outage',
          `${controller.sn}: ${Math.round(gap / minute)} min missing around an outage of ${Math.round(allowed / minute)} min`,
        );
      else backfilledMs += to - from;
      return;
    }
    if (left > 0) return again(left - 1);
    deps.ledger.violate(
      deps.now(),
      'history of an outage never read back',
      `${controller.sn} at ${new Date(from).toISOString()}: ${answer?.reason ?? 'no answer'}`,
    );
  };
  return {
    /** Reads back [from, to] of each controller once the bound after `to` has passed. */
    after(controllers: readonly Controller[], from: number, to: number): void {
      for (const controller of controllers)
        schedule(deps.agenda, to + deps.boundMs, () => attempt(controller, from, to, 6));
    },
    backfilledHours: () => backfilledMs / 3_600_000,
  };
}
