/** What every handler of one controller sees: its identity, clock, configuration and run-time parts. */
import type {
  AckCode,
  AckTopicOf,
  PayloadOf,
  Request,
  ForecastAnswer,
  RequestTopicName,
  SystemInfo,
} from '../../protocol/index.ts';
import type { FarmServer } from '../../fixtures/farms.ts';
import type { Clock } from '../clock.ts';
import type { Faults } from '../faults.ts';
import type { Random } from '../../model/random.ts';
import type { ConfigStore } from './config-store.ts';
import type { ActuatorRuntime } from './devices/actuators.ts';
import type { FertigationRuntime } from './devices/fertigation.ts';
import type { HeatingRuntime } from './devices/heating.ts';
import type { IrrigationRuntime } from './devices/irrigation.ts';
import type { Journal } from './journal.ts';
import type { Outbox } from './outbox.ts';
import type { HistoryStore } from './sensors/history.ts';

export type Log = (line: string) => void;

/** A controller's own parts: what its greenhouse (controller/world/) is built on. */
export type ControllerCore = {
  readonly sn: string;
  readonly base: string;
  readonly server: FarmServer;
  readonly model: string;
  system: { name: string; timezone: string };
  /** Clock time of the last (re)boot, for uptime. */
  bootAt: number;
  clock: Clock;
  random: Random;
  faults: Faults;
  log: Log;
  config: ConfigStore;
  history: HistoryStore;
  journal: Journal;
  outbox: Outbox;
  actuators: ActuatorRuntime;
  irrigation: IrrigationRuntime;
  heating: HeatingRuntime;
  /** Controller time: the simulated clock plus the offset a timeSync set. */
  now(): number;
  setTime(time: number): void;
  /** Configuration changed: persist now. */
  changed(): void;
  /** Disconnects and comes back after the reboot delay (after the current ack is sent). */
  reboot(): void;
  systemInfo(): SystemInfo;
  /** `YYYY-MM-DD` of a timestamp in the controller's timezone. */
  localDay(ts: number): string;
};

/** What the controller's greenhouse gives its handlers; a controller without one has neither. */
export type GreenhousePorts = {
  /** The fertigation centres. */
  readonly fertigation?: FertigationRuntime;
  /** The coming local days' weather, today first, and the coming hours when asked. */
  readonly forecast?: (ask: { days: number; hours?: number }) => ForecastAnswer;
};

/** What every handler sees: the controller's own parts and its greenhouse's, built once (build.ts). */
export type ControllerContext = ControllerCore & GreenhousePorts;

/** What a handler returns: the payload for the answer topic and what to do once it is sent. */
export type Answer = { payload: unknown; deflateAbove?: number; after?: () => void };

/** The handler of the request topic N: it receives the request already checked (PayloadOf<N>). */
export type Handler<N extends RequestTopicName> = {
  /** The topic the answer goes to. */
  answerOn: AckTopicOf<N>;
  handle(ctx: ControllerContext, request: PayloadOf<N>): Answer;
};

/** The ack of a request (docs/design/protocol.md "Payloads"). */
export function ackOf(
  request: Pick<Request, 'confTyp' | 'method' | 'qryId'>,
  code: AckCode,
  msg: string,
  data?: unknown,
) {
  const ack: Record<string, unknown> = {
    confTyp: request.confTyp,
    method: request.method,
    qryId: request.qryId,
    code,
    msg: msg.slice(0, 500),
  };
  if (data !== undefined) ack.data = data;
  return ack;
}

const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

/** The local calendar day of `ts` in `timezone` (falls back to UTC for an unknown zone). */
export function localDayOf(ts: number, timezone: string): string {
  let format = dayFormats.get(timezone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = null; // an unknown zone: UTC days
    }
    dayFormats.set(timezone, format);
  }
  return format ? format.format(ts) : new Date(ts).toISOString().slice(0, 10);
}
