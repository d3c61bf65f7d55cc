/**
 * The app's one live connection: started after login (if not already), dropped on logout. Screens
 * call `request` and `onReport`; the header reads useConnectionStore. Settings come from app/config
 * unless given (tests give them, and pass their own `connect`). The client itself (codec, pako, the
 * protocol's checks) loads with the first start, like MQTT.js (not on /login).
 */
import { config } from '../config.ts';
import { connectionActions } from '../stores/connection-store.ts';
import type { RequestTopicName } from '../../protocol/topics.ts';
import { LiveError } from './errors.ts';
import { lazyConnect } from './lazy-mqtt.ts';
import { createListeners } from './listeners.ts';
import type {
  AnswerOf,
  ConfTypOf,
  ConnectFn,
  LiveClient,
  LiveLog,
  MethodOf,
  ParaOf,
  RefusalPolicy,
  ReportArgs,
  ReportListener,
  RequestOptions,
} from './types.ts';
import { clearBaseData, clearLiveStores, wireStores } from './wire-stores.ts';

export type {
  LiveClient,
  LiveStatus,
  ConnectionState,
  ReportArgs,
  AnswerOf,
  AnswerMessage,
  ParaOf,
} from './types.ts';
export { LiveError, type LiveErrorKey } from './errors.ts';

export type LiveSettings = {
  url: string;
  /** The fixed broker credential; when absent the grower's own credentials are used. */
  fixedUsername?: string;
  fixedPassword?: string;
  maxPayloadBytes: number;
  ackTimeoutMs: number;
  connect?: ConnectFn;
  log?: LiveLog;
  /** After a refused CONNACK: retry or stop (the wiring asks the cloud whether the token is good). */
  onRefused?: RefusalPolicy;
};

/** The settings from app/config.ts (VITE_MQTT_URL, VITE_MQTT_USERNAME/PASSWORD, ...). */
export const settingsFromConfig = (): LiveSettings => ({
  url: config.mqttUrl,
  fixedUsername: config.mqttUsername,
  fixedPassword: config.mqttPassword,
  maxPayloadBytes: config.maxPayloadBytes,
  ackTimeoutMs: config.liveAckTimeoutMs,
});

/** MQTT.js loads with the first connection (after login), not with the app. */
const connectMqtt = lazyConnect();

/** The client's code: a chunk of its own, fetched by the first start. */
const loadClient = () => import('./mqtt-client.ts');

let client: LiveClient | null = null;
/** The start in progress or done; null when stopped. A stop while loading makes it resolve null. */
let starting: Promise<LiveClient | null> | null = null;
let unwire: (() => void) | null = null;
let user: string | null = null;
let selected: string | null = null;
const log: LiveLog = (line) => console.warn(line);
const reports = createListeners<ReportArgs>('report', log);
let forwardReports: (() => void) | null = null;

/**
 * Credentials: username = mobile, password = token (token mode), unless a fixed credential is set.
 * Resolves the client once its code has loaded (null when stopped or replaced meanwhile, or when the
 * code did not load); requests made meanwhile wait for it.
 */
export function startLive(
  credentials: { username: string; password: string },
  settings = settingsFromConfig(),
): Promise<LiveClient | null> {
  if (starting && user === credentials.username) return starting;
  if (starting) void teardown();
  user = credentials.username;
  const logLine = settings.log ?? log;
  const run: Promise<LiveClient | null> = loadClient().then(
    ({ createLiveClient }) => {
      if (starting !== run) return null;
      client = createLiveClient({
        url: settings.url,
        username: settings.fixedUsername ?? credentials.username,
        password: settings.fixedPassword ?? credentials.password,
        connect: settings.connect ?? connectMqtt,
        codecLimits: { maxBytes: settings.maxPayloadBytes },
        ackTimeoutMs: settings.ackTimeoutMs,
        log: logLine,
        onRefused: settings.onRefused,
      });
      unwire = wireStores(client);
      forwardReports = client.onReport((...args) => reports.emit(...args));
      if (selected !== null) followBase(selected);
      return client;
    },
    (error: unknown) => {
      logLine(
        `[live] the live client did not load: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (starting === run) starting = user = null;
      return null;
    },
  );
  starting = run;
  return run;
}

function teardown(): Promise<void> {
  const ending = client;
  unwire?.();
  forwardReports?.();
  client = unwire = forwardReports = user = null;
  starting = null;
  clearLiveStores();
  return ending?.end() ?? Promise.resolve();
}

/** Logout: ends the connection (pending requests reject with 'live.closed') and clears the live stores. */
export async function stopLive(): Promise<void> {
  selected = null;
  await teardown();
}

/**
 * Points the live connection at a base. The grower's choice is owned by app/stores/bases-store.ts
 * (`selectBase`); app/wiring.ts passes it here. Remembered when not connected yet, applied at start.
 */
export function followBase(base: string | null): void {
  if (client && client.base() === base) return;
  selected = base;
  clearBaseData();
  connectionActions.setBase(base);
  client?.selectBase(base);
}

/** A request on the live channel, typed by topic, confTyp and method (see LiveClient.request). */
export function request<N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  topicName: N,
  confTyp: C,
  method: M,
  para?: ParaOf<N>,
  options?: RequestOptions,
): Promise<AnswerOf<N, C, M>> {
  if (client) return client.request(topicName, confTyp, method, para, options);
  const offline = () => Promise.reject(new LiveError('live.offline'));
  if (!starting) return offline();
  return starting.then((started) =>
    started ? started.request(topicName, confTyp, method, para, options) : offline(),
  );
}

/** Every ack and report of the selected base, for screens; survives logout and login. */
export const onReport = (listener: ReportListener) => reports.add(listener);

/** The running client (tests, diagnostics). */
export const currentLiveClient = (): LiveClient | null => client;
