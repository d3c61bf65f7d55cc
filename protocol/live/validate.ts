/**
 * One entry point that checks a decoded payload against the schema of its topic and returns it typed
 * as that topic's payload (`PayloadOf<N>`), so a process checks a message once, where it comes in,
 * and never parses it again. Never throws.
 */
import { z } from '../zod-mini.ts';
import type { AckCode } from '../errors.ts';
import type { BaseTopicName, DebugTopicName, RequestTopicName } from '../topics.ts';
import { actuatorCommand, actuatorReport } from './actuator.ts';
import { heatingCommand, heatingStatus } from './climate.ts';
import { checkConfPara, confRecords, describe } from './conf.ts';
import {
  ack,
  confMethod,
  confTyp as confTypSchema,
  request,
  type Ack,
  type ConfMethod,
  type ConfTyp,
  type Request,
} from './envelope.ts';
import { fertCenterStatus, fertigationCommand } from './fertigation.ts';
import { irrigationCommand, irrigationStatus } from './irrigation.ts';
import { historyData, historyQuery, sensorData, type HistoryData, type SensorData } from './sensor.ts';
import { otaschup, systemCommand, type Otaschup } from './system.ts';
import { zoneQueryAnswer, type ZoneQueryAnswer } from './zone.ts';

export type Checked<T = unknown> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const fail = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

function parse<T>(schema: z.ZodMiniType<T>, value: unknown): Checked<T> {
  const result = schema.safeParse(value);
  return result.success ? ok(result.data) : fail(describe(result.error));
}

/** The para schema of each command topic. */
export const commandParas = {
  'actuator/cmd': actuatorCommand,
  'rotationIrrigation/cmd': irrigationCommand,
  'heating/cmd': heatingCommand,
  'fertigation/cmd': fertigationCommand,
  'system/cmd': systemCommand,
  'sensor/query/historyData': historyQuery,
} as const;

/** Request topics whose para has one schema (every request topic but `system/conf`). */
export type CommandTopicName = keyof typeof commandParas;
/** The para of a command topic as the schema leaves it (defaults applied). */
export type CommandParaOf<N extends CommandTopicName> = z.output<(typeof commandParas)[N]>;
/** The para a sender writes for a command topic (before defaults). */
export type CommandParaInput<N extends CommandTopicName> = z.input<(typeof commandParas)[N]>;

type Envelope = Omit<Request, 'para'>;
/** A checked command request: the envelope and its topic's para. */
export type CommandRequest<N extends CommandTopicName> = Envelope & { para: CommandParaOf<N> };
/** A checked `system/conf` request: a known confTyp and method, the para checked for that pair. */
export type ConfRequest = Omit<Request, 'confTyp' | 'method'> & { confTyp: ConfTyp; method: ConfMethod };

/** The record of a confTyp, and the name of its key field. */
export type ConfRecordOf<C extends ConfTyp> = z.output<(typeof confRecords)[C]['record']>;
export type ConfKeyOf<C extends ConfTyp> = (typeof confRecords)[C]['key'];

/** The seed's zone query answers the zone, its devices and their last states (protocol/live/zone.ts). */
const zoneQueryData = zoneQueryAnswer;
export type ZoneQueryData = ZoneQueryAnswer;

/** The `data` of a successful conf ack of `confTyp` and `method`. */
export type ConfDataOf<C extends ConfTyp, M extends ConfMethod> = M extends 'list'
  ? ConfRecordOf<C>[]
  : M extends 'delete'
    ? Record<ConfKeyOf<C>, number | string>
    : C extends 'zone'
      ? M extends 'query'
        ? ZoneQueryData
        : ConfRecordOf<C>
      : ConfRecordOf<C>;

type AckEnvelope = Pick<Ack, 'qryId' | 'msg'>;
/** A successful conf ack (an answer, or an unsolicited report when `qryId` is null). */
export type ConfAnswer<C extends ConfTyp, M extends ConfMethod> = C extends ConfTyp
  ? M extends ConfMethod
    ? AckEnvelope & { confTyp: C; method: M; code: 0; data: ConfDataOf<C, M> }
    : never
  : never;
/** A refused request: any confTyp and method, a code other than 0, data as the controller sent it. */
export type AckRefusal = AckEnvelope & {
  confTyp: string;
  method: string;
  code: Exclude<AckCode, 0>;
  data?: unknown;
};
/** Every conf ack: narrowing `code`, then `confTyp` and `method`, narrows `data`. */
export type ConfAck = ConfAnswer<ConfTyp, ConfMethod> | AckRefusal;

/** A successful command ack whose `data`, when present, is of type `D`. */
export type CommandAnswer<D> = Omit<Ack, 'code' | 'data'> & { code: 0; data?: D };
/** Every command ack of a topic whose answers carry `D`: narrowing `code` narrows `data`. */
export type CommandAck<D> = CommandAnswer<D> | AckRefusal;

/** The payload of each topic once `validateMessage` has accepted it. */
export type PayloadMap = {
  'system/conf': ConfRequest;
  'system/cmd': CommandRequest<'system/cmd'>;
  'actuator/cmd': CommandRequest<'actuator/cmd'>;
  'rotationIrrigation/cmd': CommandRequest<'rotationIrrigation/cmd'>;
  'heating/cmd': CommandRequest<'heating/cmd'>;
  'fertigation/cmd': CommandRequest<'fertigation/cmd'>;
  'sensor/query/historyData': CommandRequest<'sensor/query/historyData'>;
  'system/confack': ConfAck;
  'system/cmdack': Ack;
  'actuator/cmdack': CommandAck<z.output<typeof actuatorReport>>;
  'rotationIrrigation/cmdack': CommandAck<z.output<typeof irrigationStatus>>;
  'heating/cmdack': CommandAck<z.output<typeof heatingStatus> | z.output<typeof heatingStatus>[]>;
  'fertigation/cmdack': CommandAck<z.output<typeof fertCenterStatus> | z.output<typeof fertCenterStatus>[]>;
  'sensor/data': SensorData;
  'sensor/historyData': HistoryData;
  'system/otaschup': Otaschup;
  'system/otaschdown': Request;
};
export type TopicName = BaseTopicName | DebugTopicName;
export type PayloadOf<N extends TopicName> = PayloadMap[N];

/** A request that failed its check. `request` is its envelope when only the para was wrong (so the
 * refusal can be answered); `code` is the ack code to answer with (1 unknown confTyp or method, 2 bad). */
export type RequestRefusal = { ok: false; reason: string; code: 1 | 2; request?: Request };

const commandChecks: { [N in CommandTopicName]: (para: unknown) => Checked<CommandParaOf<N>> } = {
  'actuator/cmd': (para) => parse(actuatorCommand, para),
  'rotationIrrigation/cmd': (para) => parse(irrigationCommand, para),
  'heating/cmd': (para) => parse(heatingCommand, para),
  'fertigation/cmd': (para) => parse(fertigationCommand, para),
  'system/cmd': (para) => parse(systemCommand, para),
  'sensor/query/historyData': (para) => parse(historyQuery, para),
};

function checkCommand<N extends CommandTopicName>(
  name: N,
  value: unknown,
): { ok: true; value: CommandRequest<N> } | RequestRefusal {
  const envelope = parse(request, value);
  if (!envelope.ok) return { ...envelope, code: 2 };
  const para = commandChecks[name](envelope.value.para);
  if (!para.ok) return { ok: false, reason: `para: ${para.reason}`, code: 2, request: envelope.value };
  return ok({ ...envelope.value, para: para.value });
}

function checkConfRequest(value: unknown): { ok: true; value: ConfRequest } | RequestRefusal {
  const envelope = parse(request, value);
  if (!envelope.ok) return { ...envelope, code: 2 };
  const { confTyp, method, para } = envelope.value;
  const checked = checkConfPara(confTyp, method, para);
  if (!checked.ok) return { ok: false, reason: checked.msg, code: checked.code, request: envelope.value };
  const typ = confTypSchema.safeParse(confTyp);
  const how = confMethod.safeParse(method);
  // checkConfPara has accepted both; parsed again only to name their types.
  if (!typ.success || !how.success) return { ok: false, reason: `unknown ${confTyp} ${method}`, code: 1 };
  return ok({ ...envelope.value, confTyp: typ.data, method: how.data, para: checked.value });
}

const requestChecks: {
  [N in RequestTopicName]: (value: unknown) => { ok: true; value: PayloadOf<N> } | RequestRefusal;
} = {
  'system/conf': checkConfRequest,
  'system/cmd': (value) => checkCommand('system/cmd', value),
  'actuator/cmd': (value) => checkCommand('actuator/cmd', value),
  'rotationIrrigation/cmd': (value) => checkCommand('rotationIrrigation/cmd', value),
  'heating/cmd': (value) => checkCommand('heating/cmd', value),
  'fertigation/cmd': (value) => checkCommand('fertigation/cmd', value),
  'sensor/query/historyData': (value) => checkCommand('sensor/query/historyData', value),
};

/**
 * Checks a request (envelope and para) of the topic `name`. The controller's dispatcher answers a
 * refusal with its `code` when the envelope can be answered.
 */
export function checkRequest<N extends RequestTopicName>(
  name: N,
  value: unknown,
): { ok: true; value: PayloadOf<N> } | RequestRefusal {
  return requestChecks[name](value);
}

/** The schema of a successful conf ack's data for `confTyp` and `method`. */
function confDataSchema(confTyp: ConfTyp, method: ConfMethod): z.ZodMiniType {
  const entry = confRecords[confTyp];
  if (method === 'list') return z.array(entry.record);
  if (method === 'delete') return z.object({ [entry.key]: z.union([z.number(), z.string()]) });
  if (confTyp === 'zone' && method === 'query') return zoneQueryData;
  return entry.record;
}

/** A conf ack's data: a list of records, one record, or the deleted key. */
function checkConfAck(value: unknown): Checked<ConfAck> {
  const envelope = parse(ack, value);
  if (!envelope.ok) return envelope;
  const { code, ...rest } = envelope.value;
  if (code !== 0) return ok({ ...rest, code });
  const typ = confTypSchema.safeParse(rest.confTyp);
  if (!typ.success) return fail(`unknown confTyp ${rest.confTyp}`);
  const how = confMethod.safeParse(rest.method);
  if (!how.success) return fail(`unknown method ${rest.method}`);
  const data = parse(confDataSchema(typ.data, how.data), rest.data);
  if (!data.ok) return fail(`data: ${data.reason}`);
  const answer = { ...rest, code, data: data.value };
  // confDataSchema(confTyp, method) is the schema ConfDataOf<confTyp, method> names: this cast (the
  // one place the pair is tied to its data type) only states what the parse above has proven.
  return ok(answer as ConfAnswer<ConfTyp, ConfMethod>);
}

/** A command ack: the envelope, and its data checked by `schema` when the code is 0. */
function checkCommandAck<D>(schema: z.ZodMiniType<D>, value: unknown): Checked<CommandAck<D>> {
  const envelope = parse(ack, value);
  if (!envelope.ok) return envelope;
  const { code, data: raw, ...rest } = envelope.value;
  // A refusal's data is not checked (docs/design/protocol.md: data is defined for code 0 only).
  if (code !== 0) return ok({ ...rest, code, data: raw });
  if (raw === undefined) return ok({ ...rest, code });
  const data = parse(schema, raw);
  return data.ok ? ok({ ...rest, code, data: data.value }) : fail(`data: ${data.reason}`);
}

const checks: { [N in TopicName]: (value: unknown) => Checked<PayloadOf<N>> } = {
  'system/conf': requestChecks['system/conf'],
  'system/cmd': requestChecks['system/cmd'],
  'actuator/cmd': requestChecks['actuator/cmd'],
  'rotationIrrigation/cmd': requestChecks['rotationIrrigation/cmd'],
  'heating/cmd': requestChecks['heating/cmd'],
  'fertigation/cmd': requestChecks['fertigation/cmd'],
  'sensor/query/historyData': requestChecks['sensor/query/historyData'],
  'system/confack': checkConfAck,
  'system/cmdack': (value) => parse(ack, value),
  'actuator/cmdack': (value) => checkCommandAck(actuatorReport, value),
  'rotationIrrigation/cmdack': (value) => checkCommandAck(irrigationStatus, value),
  'heating/cmdack': (value) => checkCommandAck(z.union([heatingStatus, z.array(heatingStatus)]), value),
  'fertigation/cmdack': (value) =>
    checkCommandAck(z.union([fertCenterStatus, z.array(fertCenterStatus)]), value),
  'sensor/data': (value) => parse(sensorData, value),
  'sensor/historyData': (value) => parse(historyData, value),
  'system/otaschup': (value) => parse(otaschup, value),
  'system/otaschdown': (value) => parse(request, value),
};

/** Checks `value` (already decoded) against the contract of the topic `name`; typed when it holds. */
export function validateMessage<N extends TopicName>(name: N, value: unknown): Checked<PayloadOf<N>> {
  return checks[name](value);
}
