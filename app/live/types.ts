/** The live channel's port (docs/design/style.md "Side effects behind small ports"): what screens and stores see. */
import type { IClientOptions } from 'mqtt';
import type { CodecLimits } from '../../protocol/codec.ts';
import type { ConfMethod, ConfTyp } from '../../protocol/live/envelope.ts';
import type { SensorData } from '../../protocol/live/sensor.ts';
import type {
  CommandParaInput,
  CommandTopicName,
  ConfAnswer,
  PayloadOf,
} from '../../protocol/live/validate.ts';
import type { AckTopicName, AckTopicOf, RequestTopicName } from '../../protocol/topics.ts';

/** Seed section 4: 0 disconnected / none, 1 connected / subscribed, 2 connecting or reconnecting. */
export type LiveStatus = 0 | 1 | 2;

export type ConnectionState = { status: LiveStatus; subscription: LiveStatus; error: string | null };

/** Ack topics whose payload is the `{ confTyp, method, qryId, code, msg, data }` envelope. */
export type EnvelopeAckTopic = Exclude<AckTopicName, 'sensor/historyData'>;

/** The confTyp and method a request of topic N names: checked ones for system/conf, free otherwise. */
export type ConfTypOf<N extends RequestTopicName> = N extends 'system/conf' ? ConfTyp : string;
export type MethodOf<N extends RequestTopicName> = N extends 'system/conf' ? ConfMethod : string;
/** What a request of topic N carries as para (a command's para as its schema takes it). */
export type ParaOf<N extends RequestTopicName> = N extends CommandTopicName
  ? CommandParaInput<N>
  : Record<string, unknown>;

/**
 * What a request resolves with (always code 0: a refusal rejects): for system/conf the ack whose data
 * is the record, list or key of `confTyp` and `method`; for history queries the history answer; for
 * commands the ack with its topic's data.
 */
export type AnswerOf<
  N extends RequestTopicName,
  C extends string = ConfTypOf<N>,
  M extends string = MethodOf<N>,
> = N extends 'system/conf'
  ? C extends ConfTyp
    ? M extends ConfMethod
      ? ConfAnswer<C, M>
      : never
    : never
  : PayloadOf<AckTopicOf<N>> & { code: 0 };

/** `[topicName, ack]` of the answer topics T, the ack typed by its topic's schema. */
export type ReportArgsOf<T extends AckTopicName> = { [K in T]: [topicName: K, ack: PayloadOf<K>] }[T];
/** `(topicName, ack)` of every ack, solicited or not (`qryId: null` = an unsolicited report). */
export type ReportArgs = ReportArgsOf<AckTopicName>;
/** Any message on an answer topic (the second of ReportArgs). */
export type AnswerMessage = ReportArgs[1];
/** Declare both parameters (`(topicName, ack) => …`, or `_ack`): checking `topicName` narrows `ack`. */
export type ReportListener = (...args: ReportArgs) => void;

export type InvalidMessage = { topic: string; reason: string };

export type RequestOptions = { timeoutMs?: number };

export type Unsubscribe = () => void;

export interface LiveClient {
  /** Unique per tab, at most 23 characters (MQTT 3.1). */
  readonly clientId: string;
  connection: () => ConnectionState;
  base: () => string | null;
  /** Subscribes to the base's answer and report topics, unsubscribing the previous base. */
  selectBase: (base: string | null) => void;
  /**
   * Publishes `{ confTyp, method, qryId, para }` on `{base}/{topicName}`; settled by the paired ack,
   * typed by the topic, confTyp and method (AnswerOf).
   */
  request: <N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
    topicName: N,
    confTyp: C,
    method: M,
    para?: ParaOf<N>,
    options?: RequestOptions,
  ) => Promise<AnswerOf<N, C, M>>;
  onReport: (listener: ReportListener) => Unsubscribe;
  /** `retained`: the broker's copy of the last one, given on subscribing (not a live publish). */
  onSensorData: (listener: (data: SensorData, base: string, retained: boolean) => void) => Unsubscribe;
  onConnection: (listener: (state: ConnectionState) => void) => Unsubscribe;
  onInvalid: (listener: (problem: InvalidMessage) => void) => Unsubscribe;
  /** Drops the connection for good (logout); pending requests reject with 'live.closed'. */
  end: () => Promise<void>;
}

/** The part of an MQTT.js client the live layer uses, so a fake or another library can stand in. */
export interface MqttLike {
  connected: boolean;
  on(
    event: 'connect' | 'reconnect' | 'close' | 'offline' | 'end' | 'disconnect',
    listener: () => void,
  ): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(
    event: 'message',
    listener: (topic: string, payload: Uint8Array, packet?: { retain?: boolean }) => void,
  ): unknown;
  subscribe: (topics: string[], options: { qos: 0 | 1 }, callback: (error: Error | null) => void) => unknown;
  unsubscribe: (topics: string[], callback?: (error?: Error) => void) => unknown;
  publish: (
    topic: string,
    payload: string,
    options: { qos: 0 | 1 },
    callback: (error?: Error) => void,
  ) => unknown;
  end: (force: boolean, options: object, callback: () => void) => unknown;
  /** A new connection attempt, keeping the stores of unacknowledged QoS 1 publishes when given. */
  reconnect: (options?: { incomingStore?: never; outgoingStore?: never }) => unknown;
  readonly incomingStore?: unknown;
  readonly outgoingStore?: unknown;
}

/**
 * What to do after the broker refused the CONNACK (code 2-5): MQTT.js then never retries by itself.
 * 'retry' tries again after a back-off; 'stop' gives up (the session ended, the grower logs in again).
 */
export type RefusalPolicy = (code: number) => Promise<'retry' | 'stop'> | 'retry' | 'stop';

export type ConnectFn = (url: string, options: IClientOptions) => MqttLike;

export type LiveLog = (line: string) => void;

export type LiveClientOptions = {
  /** ws(s)://{host}/mqtt/ */
  url: string;
  username?: string;
  password?: string;
  /**
   * Start of the client id; the rest is random (the whole id stays <= 23 characters). Default: the
   * prefix the broker binds to `username` (protocol/client-ids.ts), else 'gh-app-'.
   */
  clientIdPrefix?: string;
  /** mqtt.connect or a stand-in (tests, the in-memory fake). */
  connect: ConnectFn;
  codecLimits?: Partial<CodecLimits>;
  /** Default wait for an ack (ms). */
  ackTimeoutMs?: number;
  log?: LiveLog;
  /** After a refused CONNACK; without it the client stays refused (status 0, the error kept). */
  onRefused?: RefusalPolicy;
};
