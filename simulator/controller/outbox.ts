/**
 * Everything a controller sends goes through here: checked against protocol/ (an invalid payload is
 * logged and never sent), encoded (deflated above a size when asked), and subject to the ack faults.
 */
import {
  encode,
  topicOf,
  validateMessage,
  type BaseTopicName,
  type DebugTopicName,
} from '../../protocol/index.ts';
import type { Clock } from '../clock.ts';
import type { Fault, Faults } from '../faults.ts';
import { createHeldReports } from './held-reports.ts';
import type { Qos, Transport } from './transport.ts';

export type ControllerStats = {
  published: number;
  received: number;
  /** Outgoing payloads that failed validation (a bug: tests assert 0). */
  invalid: number;
  /** Incoming payloads that could not be decoded or had no usable envelope. */
  rejected: number;
  droppedOffline: number;
  droppedByFault: number;
};

export type SendOptions = {
  qos?: Qos;
  retain?: boolean;
  deflateAbove?: number;
  solicited?: boolean;
  /** The payload's bytes made some faster way; they must be what `encode(value)` gives (a test says so). */
  encoded?: () => Uint8Array;
};

export type Outbox = {
  send(name: BaseTopicName | DebugTopicName, value: unknown, options?: SendOptions): void;
  /** An unsolicited report: an ack with qryId null (docs/design/protocol.md "Payloads"). */
  report(name: BaseTopicName, confTyp: string, method: string, data: unknown): void;
  /** Bytes sent as they are, bypassing validation: only the malformed-burst fault uses this. */
  raw(name: BaseTopicName, bytes: Uint8Array): void;
  online: boolean;
  readonly stats: ControllerStats;
};

export type OutboxDeps = {
  sn: string;
  base: string;
  transport: Transport;
  clock: Clock;
  faults: Faults;
  log: (line: string) => void;
  /** Check every outgoing payload (1, default), or per topic the first and every Nth after. */
  validateEvery?: number;
};

/** While catching up, a topic's payloads are checked one in this many. */
export const catchUpValidateEvery = 100;

/** How often, in simulated time, held reports look for the clock running live again. */
export const heldReportsCheckMs = 5000;

export function createOutbox(deps: OutboxDeps): Outbox {
  const { sn, base, transport, clock, faults, log } = deps;
  const stats: ControllerStats = {
    published: 0,
    received: 0,
    invalid: 0,
    rejected: 0,
    droppedOffline: 0,
    droppedByFault: 0,
  };
  const dropsLeft = new WeakMap<Fault, number>();
  const validateEvery = Math.max(1, Math.floor(deps.validateEvery ?? 1));
  const sentPerTopic = new Map<string, number>();
  /**
   * Whether this payload is checked: always at 1; else a topic's first and every Nth after. While the
   * clock catches up (a jump no one watches) a topic's every catchUpValidateEvery-th is checked: the
   * same code makes the payloads of a jump and of live time, and the check was a sixth of a jump.
   */
  const checks = (name: string) => {
    const every = clock.catchingUp() ? Math.max(validateEvery, catchUpValidateEvery) : validateEvery;
    if (every === 1) return true;
    const sent = sentPerTopic.get(name) ?? 0;
    sentPerTopic.set(name, sent + 1);
    return sent % every === 0;
  };
  // Full topic names are built once per name: topicOf checks the base, which is not free at volume.
  const topics = new Map<string, string>();
  const topicFor = (name: BaseTopicName | DebugTopicName) => {
    let topic = topics.get(name);
    if (topic === undefined) topics.set(name, (topic = topicOf(base, name)));
    return topic;
  };

  const publish = (name: BaseTopicName | DebugTopicName, bytes: Uint8Array, qos: Qos, retain: boolean) => {
    if (!outbox.online || !transport.connected) {
      stats.droppedOffline++;
      return;
    }
    stats.published++;
    transport.publish(topicFor(name), bytes, { qos, retain }).catch((error: unknown) => {
      // A publish racing a disconnect is lost, as on a real link; count it, keep running.
      stats.droppedOffline++;
      log(
        `[sim] ${sn}: publish on ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  };

  /** ackDrop / ackDelay apply to answers of requests (solicited acks), per topic. */
  const viaAckFaults = (name: BaseTopicName | DebugTopicName, send: () => void) => {
    const where = { sn, topic: name };
    const drop = faults.find('ackDrop', where);
    if (drop) {
      const limit = drop.params.count;
      const left = (dropsLeft.get(drop) ?? limit ?? Infinity) - 1;
      dropsLeft.set(drop, left);
      if (left <= 0 && limit !== undefined) faults.clear('ackDrop', drop.target);
      stats.droppedByFault++;
      return;
    }
    const delay = faults.find('ackDelay', where);
    if (delay) clock.setTimeout(send, delay.params.ms);
    else send();
  };

  // Reports held while the clock catches up (held-reports.ts), sent before anything sent live.
  const held = createHeldReports();
  let heldCheck: ReturnType<Clock['setInterval']> | undefined;
  const sendHeld = () => {
    clock.clearInterval(heldCheck);
    heldCheck = undefined;
    for (const r of held.take()) outbox.report(r.name, r.confTyp, r.method, r.data);
  };

  const outbox: Outbox = {
    online: false,
    stats,
    send(name, value, options = {}) {
      if (held.size > 0 && !clock.catchingUp()) sendHeld();
      const checked = checks(name) ? validateMessage(name, value) : ({ ok: true } as const);
      if (!checked.ok) {
        stats.invalid++;
        log(`[sim] ${sn}: refusing to send an invalid ${name}: ${checked.reason}`);
        return;
      }
      if (!options.solicited && faults.find('publishHold', { sn, topic: name })) {
        stats.droppedByFault++;
        return;
      }
      const bytes = options.encoded
        ? options.encoded()
        : encode(value, { deflateAbove: options.deflateAbove });
      const send = () => publish(name, bytes, options.qos ?? 0, options.retain ?? false);
      if (options.solicited) viaAckFaults(name, send);
      else send();
    },
    report(name, confTyp, method, data) {
      if (clock.catchingUp() && held.hold({ name, confTyp, method, data })) {
        heldCheck ??= clock.setInterval(() => {
          if (!clock.catchingUp()) sendHeld();
        }, heldReportsCheckMs);
        return;
      }
      outbox.send(name, { confTyp, method, qryId: null, code: 0, msg: 'ok', data }, { qos: 0 });
    },
    raw(name, bytes) {
      publish(name, bytes, 0, false);
    },
  };
  return outbox;
}
