/** What the aedes handlers share: who each client is, the counters, the monitor and the log. */
import type { Client } from 'aedes';
import type { DeferredChecks } from '../deferred-checks.ts';
import type { ContractMonitor } from '../monitor.ts';
import type { StatsCollector } from '../stats.ts';
import type { BrokerLog, Identity } from '../types.ts';

export type HandlerContext = {
  /** Decided at CONNECT; a client without an entry is not authenticated. */
  identities: WeakMap<Client, Identity>;
  stats: StatsCollector;
  monitor: ContractMonitor;
  strict: boolean;
  /** With `monitorThread` (non-strict): the checks, made in the monitor's thread after delivery. */
  deferred?: DeferredChecks;
  log: BrokerLog;
};

/** Denied and dropped publishes are rerouted here: '$' topics match no wildcard and no client may
 * subscribe to them, so the message reaches no one while the client still gets its PUBACK. */
export const sinkTopic = '$GH/dropped';
