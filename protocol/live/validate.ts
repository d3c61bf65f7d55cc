/** One entry point that checks a decoded payload against the schema of its topic. Never throws. */
import { z } from 'zod';
import type { BaseTopicName, DebugTopicName } from '../topics.ts';
import { actuatorCommand, actuatorReport } from './actuator.ts';
import { heatingCommand, heatingStatus } from './climate.ts';
import { checkConfPara, confRecords, describe } from './conf.ts';
import { ack, request } from './envelope.ts';
import { irrigationCommand, irrigationStatus } from './irrigation.ts';
import { historyData, historyQuery, sensorData } from './sensor.ts';
import { otaschup, systemCommand } from './system.ts';

export type Checked<T = unknown> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (reason: string): Checked<never> => ({ ok: false, reason });

function parse<T>(schema: z.ZodType<T>, value: unknown): Checked<T> {
  const result = schema.safeParse(value);
  return result.success ? ok(result.data) : fail(describe(result.error));
}

/** The para schema of each command topic. */
export const commandParas = {
  'actuator/cmd': actuatorCommand,
  'rotationIrrigation/cmd': irrigationCommand,
  'heating/cmd': heatingCommand,
  'system/cmd': systemCommand,
  'sensor/query/historyData': historyQuery,
} as const;

/** What an ack's `data` holds for each command ack topic (when `code` is 0). */
const commandAckData: Partial<Record<BaseTopicName, z.ZodType>> = {
  'actuator/cmdack': actuatorReport,
  'rotationIrrigation/cmdack': irrigationStatus,
  'heating/cmdack': z.union([heatingStatus, z.array(heatingStatus)]),
};

function checkRequest(name: keyof typeof commandParas | 'system/conf', value: unknown): Checked {
  const envelope = parse(request, value);
  if (!envelope.ok) return envelope;
  if (name === 'system/conf') {
    const para = checkConfPara(envelope.value.confTyp, envelope.value.method, envelope.value.para);
    return para.ok ? ok({ ...envelope.value, para: para.value }) : fail(para.msg);
  }
  const para = parse(commandParas[name] as z.ZodType, envelope.value.para);
  return para.ok ? ok({ ...envelope.value, para: para.value }) : fail(`para: ${para.reason}`);
}

/** A conf ack's data: a list of records, one record, or the deleted key. */
function checkConfAck(value: z.infer<typeof ack>): Checked {
  if (value.code !== 0) return ok(value);
  const entry = (confRecords as Record<string, { record: z.ZodType; key: string }>)[value.confTyp];
  if (!entry) return fail(`unknown confTyp ${value.confTyp}`);
  const schema =
    value.method === 'list'
      ? z.array(entry.record)
      : value.method === 'delete'
        ? z.object({ [entry.key]: z.union([z.number(), z.string()]) })
        : value.confTyp === 'zone' && value.method === 'query'
          ? z.object({ zone: entry.record }).passthrough()
          : entry.record;
  const data = parse(schema, value.data);
  return data.ok ? ok({ ...value, data: data.value }) : fail(`data: ${data.reason}`);
}

function checkAck(name: BaseTopicName, value: unknown): Checked {
  const envelope = parse(ack, value);
  if (!envelope.ok) return envelope;
  if (name === 'system/confack') return checkConfAck(envelope.value);
  const schema = commandAckData[name];
  if (!schema || envelope.value.code !== 0 || envelope.value.data === undefined) return envelope;
  const data = parse(schema, envelope.value.data);
  return data.ok ? ok({ ...envelope.value, data: data.value }) : fail(`data: ${data.reason}`);
}

/** Checks `value` (already decoded) against the contract of the topic `name`. */
export function validateMessage(name: BaseTopicName | DebugTopicName, value: unknown): Checked {
  switch (name) {
    case 'system/conf':
    case 'system/cmd':
    case 'actuator/cmd':
    case 'rotationIrrigation/cmd':
    case 'heating/cmd':
    case 'sensor/query/historyData':
      return checkRequest(name, value);
    case 'system/confack':
    case 'system/cmdack':
    case 'actuator/cmdack':
    case 'rotationIrrigation/cmdack':
    case 'heating/cmdack':
      return checkAck(name, value);
    case 'sensor/data':
      return parse(sensorData, value);
    case 'sensor/historyData':
      return parse(historyData, value);
    case 'system/otaschup':
      return parse(otaschup, value);
    case 'system/otaschdown':
      return parse(request, value);
  }
}
