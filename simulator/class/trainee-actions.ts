/**
 * What a trainee did through the app, read from the requests their base's controller received and
 * the acks it sent back: only a request the controller accepted (ack code 0) counts as done.
 */
import { decode } from '../../protocol/codec.ts';
import type { TraineeAction } from '../../protocol/sim-class.ts';

/** One accepted request, in the grower's words, with what an exercise needs to judge it. */
export type DoneAction = TraineeAction & {
  aid?: number;
  stid?: number;
  enabled?: boolean;
  params?: Record<string, unknown>;
};

type Pending = Omit<DoneAction, 'at'>;

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const read = (payload: Uint8Array): Record<string, unknown> | undefined => {
  const decoded = decode(payload);
  return decoded.ok ? record(decoded.value) : undefined;
};

/** The action a request asks for, or undefined for reads (lists, queries, status). */
export function actionOf(topic: string, request: Record<string, unknown>): Pending | undefined {
  const para = record(request.para) ?? {};
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  if (topic.endsWith('/actuator/cmd')) {
    const aid = num(para.aid);
    if (para.action === 'auto') return { kind: 'auto', text: `actuator ${aid} → auto`, aid };
    return {
      kind: 'set',
      text: `actuator ${aid} ${String(para.action)} ${num(para.value) ?? ''}`.trim(),
      aid,
    };
  }
  if (topic.endsWith('/system/cmd') && para.action === 'alarmAck')
    return { kind: 'alarmAck', text: `alarm ${num(para.alid)} acknowledged` };
  if (topic.endsWith('/system/conf') && request.confTyp === 'strategy' && request.method === 'update') {
    const stid = num(para.stid);
    const params = record(para.params);
    const enabled = typeof para.enabled === 'boolean' ? para.enabled : undefined;
    return { kind: 'strategy', text: `strategy ${stid} updated`, stid, enabled, params };
  }
  if (topic.endsWith('/cmd') || (request.method !== 'list' && request.method !== 'query'))
    return { kind: 'other', text: `${topic.split('/').slice(-2).join('/')} ${String(request.method)}` };
  return undefined;
}

/**
 * Follows one base: `received` notes a request by its qryId, `published` turns it into a done
 * action when its ack says code 0. Keeps the actions in order (at most `keep`).
 */
export function createActionLog(keep = 200) {
  const pending = new Map<string, Pending>();
  const done: DoneAction[] = [];
  return {
    done: (): readonly DoneAction[] => done,
    last: (): DoneAction | undefined => done[done.length - 1],
    received(topic: string, payload: Uint8Array) {
      if (!topic.endsWith('/cmd') && !topic.endsWith('/conf')) return;
      const request = read(payload);
      const qryId = request?.qryId;
      if (!request || typeof qryId !== 'string') return;
      const action = actionOf(topic, request);
      if (action) pending.set(qryId, action);
      if (pending.size > 100) pending.delete(pending.keys().next().value as string);
    },
    published(topic: string, payload: Uint8Array, at: number) {
      if (!topic.endsWith('ack')) return;
      const ack = read(payload);
      const qryId = ack?.qryId;
      if (typeof qryId !== 'string' || !pending.has(qryId)) return;
      const action = pending.get(qryId)!;
      pending.delete(qryId);
      if (ack?.code !== 0) return;
      done.push({ ...action, at });
      if (done.length > keep) done.shift();
    },
  };
}
export type ActionLog = ReturnType<typeof createActionLog>;
