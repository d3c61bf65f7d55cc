/**
 * How many publishes the contract monitor's thread checks (broker/monitor-thread.ts). Below the
 * budget it checks every one; above it, each publish with probability budget / rate, so every client
 * and topic is still seen (a controller that breaks the contract in every message is caught within
 * a few seconds) while the checks cost a fixed share of a core. At 5,000 sensor/data per second the
 * thread checking them all took 30 % of a core beside the broker's 40 % (docs/fleet-profile.md). The rate is the larger of the last full second's and the current second's so far.
 */
/** Checks per second by default (`--monitor-rate`): about 5 % of a core (one check ~45 us). */
export const defaultChecksPerSecond = 1000;

export type MonitorSampler = {
  /** True when this publish is to be checked. */
  take: () => boolean;
  /** Publishes per second: the larger of the last full second's and the current one's so far. */
  rate: () => number;
};

export function createMonitorSampler(options: {
  /** Checks per second; 0 or less checks every publish. */
  perSecond: number;
  now?: () => number;
  random?: () => number;
}): MonitorSampler {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  let second = Math.floor(now() / 1000);
  let current = 0;
  let previous = 0;
  return {
    take() {
      const at = Math.floor(now() / 1000);
      if (at !== second) {
        previous = at === second + 1 ? current : 0;
        second = at;
        current = 0;
      }
      current++;
      if (options.perSecond <= 0) return true;
      const rate = Math.max(previous, current);
      return rate <= options.perSecond || random() < options.perSecond / rate;
    },
    rate: () => Math.max(previous, current),
  };
}
