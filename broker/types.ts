/** The broker's options, its policy functions and what it hands back (docs/architecture.md "broker/"). */

/** Answer of the cloud's token check: the base topics bound to the user, or why not. */
export type TokenCheck = { ok: true; bases: string[] } | { ok: false; reason: string };

/** Answer of the controller check: the controller's own base topic. */
export type ControllerCheck = { ok: true; base: string } | { ok: false };

/**
 * How app clients authenticate. `fixed`: one username/password, as the production broker has; such a
 * client may use any base. `token`: username = mobile, password = the REST token, checked by the cloud.
 */
export type AppAuth =
  | {
      mode: 'fixed';
      username: string;
      password: string;
      /**
       * The bases the fixed credential may use. It is compiled into the app's bundle and so
       * public in effect: give it only the bases that app serves. Unset = every base (tests, dev).
       */
      bases?: readonly string[];
    }
  | { mode: 'token'; verifyToken: (mobile: string, token: string) => TokenCheck | Promise<TokenCheck> };

/** Controllers connect with username = sn and password = their per-device secret. */
export type ControllerAuth = {
  verify: (sn: string, secret: string) => ControllerCheck | Promise<ControllerCheck>;
};

/** Who a connected client is, decided once at CONNECT. */
export type Identity =
  | { kind: 'fixed'; username: string; bases: readonly string[] | null }
  | { kind: 'app'; mobile: string; bases: readonly string[] }
  | { kind: 'controller'; sn: string; base: string };

export type IdentityKind = Identity['kind'];

/** One log line; the broker prefixes every line with '[broker]'. */
export type BrokerLog = (line: string) => void;

export type BrokerOptions = {
  /** Bind address of both listeners. Default '127.0.0.1' (loopback only). */
  host?: string;
  /** WebSocket port (path /mqtt/, plus GET /stats). 0 or unset = a free port. */
  wsPort?: number;
  /** Plain MQTT over TCP. 0 or unset = a free port. */
  tcpPort?: number;
  auth: AppAuth;
  controllers?: ControllerAuth;
  /** Drop publishes that break the protocol/ contract (they are always counted and logged). */
  strict?: boolean;
  /**
   * Checks the contract in a worker thread after delivery, off the broker's thread (non-strict
   * mode only; `npm run broker` turns it on). Off: each publish is checked before it is passed on.
   */
  monitorThread?: boolean;
  /**
   * With `monitorThread`: checks per second before the thread checks a random sample of the
   * publishes (each with probability budget / rate). Default 1,000; 0 checks every publish.
   */
  monitorChecksPerSecond?: number;
  /** Largest payload the contract monitor decodes (bytes). Default 1 MiB, as the app's codec. */
  maxPayloadBytes?: number;
  /** How long aedes waits on a client that does not drain before dropping it (ms). Default 10 s. */
  drainTimeoutMs?: number;
  /** Serve GET /stats on the WebSocket port. Default true. */
  statsEndpoint?: boolean;
  /**
   * Bearer token for the full GET /stats (client ids, per-client violations). Without it /stats
   * answers counts only, and only to loopback callers that came through no proxy.
   */
  statsToken?: string;
  /**
   * Cluster mode: sessions, subscriptions, retained and offline messages in this Redis, and
   * every publish crosses it, so broker processes on one Redis serve one fleet. Unset: in memory.
   */
  cluster?: { redisUrl: string };
  log?: BrokerLog;
  /** Clock for stats (ms); injectable so tests can step it. */
  now?: () => number;
};

export type ClientStat = {
  id: string;
  kind: IdentityKind;
  /** Username, mobile or sn. */
  who: string;
  connectedAt: string;
  published: number;
  violations: number;
};

export type ViolationStat = { count: number; lastReason: string };

export type BrokerStats = {
  startedAt: string;
  uptimeS: number;
  clients: { connected: number; total: number; byKind: Record<IdentityKind, number>; list: ClientStat[] };
  messages: { received: number; perSecond: number; byTopic: Record<string, number> };
  denied: { auth: number; subscribe: number; publish: number };
  /** Contract violations, per client id, then per topic. `dropped` counts those strict mode dropped. */
  violations: { total: number; dropped: number; byClient: Record<string, Record<string, ViolationStat>> };
};

export type RunningBroker = {
  /** ws://host:port/mqtt/ */
  wsUrl: string;
  /** mqtt://host:port */
  tcpUrl: string;
  wsPort: number;
  tcpPort: number;
  stats: () => BrokerStats;
  /** aedes first, then the servers; resolves when every socket and timer is gone. */
  close: () => Promise<void>;
};
