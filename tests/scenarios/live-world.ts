/** The types the live suite (live-suite.ts) shares with its parts (live-malformed.ts, live-restart.ts). */
import type { IClientOptions } from 'mqtt';
import type { LiveStatus } from '../../app/live/types.ts';
import type { FakeController } from '../support/mqtt-clients.ts';

export type TargetBroker = {
  wsUrl: string;
  tcpUrl: string;
  app: { username: string; password: string };
  controller: IClientOptions;
  /** Stops the broker, keeping its ports for restart(). */
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  close: () => Promise<void>;
  /** Broker-side count of publishes on a topic since the last (re)start, when the broker can tell. */
  published?: (topic: string) => number;
  /** Broker-side count of contract violations, when the broker monitors them. */
  violations?: () => number;
};

export type LiveTarget = { name: string; start: () => Promise<TargetBroker> };

/** Shared by the suite's parts: the running world of one test. */
export type LiveWorld = {
  base: string;
  broker: TargetBroker;
  controller: FakeController;
  /** While closed, the app's (re)connects go to a dead port, so a test can order who comes back first. */
  gate: { open: boolean };
  statuses: LiveStatus[];
  /** What the live layer logged ('[live] ...'). */
  logs: string[];
  start: () => void;
  stopWatching: () => void;
};
