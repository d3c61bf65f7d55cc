/**
 * The one dispatcher (aedes' handlers/index.js): decode, check the envelope and para, route to the
 * topic's handler, send its answer. Bad input is counted and logged, never thrown out of the loop.
 */
import {
  checkRequest,
  decode,
  parseTopic,
  type PayloadOf,
  type RequestTopicName,
} from '../../protocol/index.ts';
import { ackOf, type Answer, type ControllerContext, type Handler } from './context.ts';
import { actuatorCmd } from './handlers/actuator-cmd.ts';
import { fertigationCmd } from './handlers/fertigation-cmd.ts';
import { heatingCmd } from './handlers/heating-cmd.ts';
import { historyQuery } from './handlers/history-query.ts';
import { irrigationCmd } from './handlers/irrigation-cmd.ts';
import { systemCmd } from './handlers/system-cmd.ts';
import { systemConf } from './handlers/system-conf.ts';
import { createReplayGuard } from './replay-guard.ts';
import type { MessageInfo } from './transport.ts';

export const handlers: { [N in RequestTopicName]: Handler<N> } = {
  'system/conf': systemConf,
  'system/cmd': systemCmd,
  'actuator/cmd': actuatorCmd,
  'rotationIrrigation/cmd': irrigationCmd,
  'heating/cmd': heatingCmd,
  'fertigation/cmd': fertigationCmd,
  'sensor/query/historyData': historyQuery,
};

const isRequestTopic = (name: string): name is RequestTopicName => name in handlers;

/** A request whose envelope failed its check can still be refused when its qryId is usable. */
function answerableEnvelope(value: unknown): { confTyp: string; method: string; qryId: string } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw: Record<string, unknown> = { ...value };
  const qryId = raw.qryId;
  if (typeof qryId !== 'string' || qryId.length === 0 || qryId.length > 64) return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 40 ? v : 'unknown');
  return { confTyp: text(raw.confTyp), method: text(raw.method), qryId };
}

/** An error answer in the shape of the topic (history answers are not acks). */
function errorAnswer(
  name: RequestTopicName,
  envelope: { confTyp: string; method: string; qryId: string },
  code: 1 | 2 | 7,
  msg: string,
) {
  if (name === 'sensor/query/historyData')
    return { payload: { qryId: envelope.qryId, code, msg, series: {} } };
  return { payload: ackOf(envelope, code, msg) };
}

export function createDispatcher(
  ctx: ControllerContext,
): (topic: string, payload: Uint8Array, info?: MessageInfo) => void {
  const { stats } = ctx.outbox;
  const replays = createReplayGuard();
  const reject = (topic: string, reason: string) => {
    stats.rejected++;
    ctx.log(`[sim] ${ctx.sn}: dropped a message on ${topic}: ${reason}`);
  };
  return (topic, payload, info) => {
    stats.received++;
    const parsed = parseTopic(topic);
    if (!parsed.ok || parsed.base !== ctx.base || !isRequestTopic(parsed.name)) return;
    const name = parsed.name;
    // A retained request would be replayed on every reconnect (a reboot loop): requests are live only.
    if (info?.retain) return reject(topic, 'a retained request is never applied');
    const decoded = decode(payload);
    if (!decoded.ok) return reject(topic, `${decoded.reason}: ${decoded.detail}`);
    const checked = checkRequest(name, decoded.value);
    if (!checked.ok) {
      const envelope = checked.request ?? answerableEnvelope(decoded.value);
      if (!envelope) return reject(topic, `no usable envelope: ${checked.reason}`);
      return send(name, errorAnswer(name, envelope, checked.code, checked.reason));
    }
    const request = checked.value;
    const replay = replays.seen(name, request.qryId);
    if (replay) {
      ctx.log(`[sim] ${ctx.sn}: ${name} ${request.qryId} again: answered, not applied twice`);
      return send(name, replay);
    }
    let answer: Answer;
    try {
      answer = handle(name, request);
    } catch (error) {
      // A handler bug must not stop the controller: answer 7 (controller fault) and log the cause.
      ctx.log(
        `[sim] ${ctx.sn}: handler for ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      answer = errorAnswer(name, request, 7, 'controller fault');
    }
    replays.remember(name, request.qryId, answer);
    send(name, answer);
  };

  /** The handler of topic N with the request its check typed as PayloadOf<N>. */
  function handle<N extends RequestTopicName>(name: N, request: PayloadOf<N>): Answer {
    return handlers[name].handle(ctx, request);
  }

  function send(name: RequestTopicName, answer: Answer) {
    ctx.outbox.send(handlers[name].answerOn, answer.payload, {
      qos: 1,
      deflateAbove: answer.deflateAbove,
      solicited: true,
    });
    answer.after?.();
  }
}
