/** `system/conf` for the documents: per confTyp, the request and answer of each method it allows. */
import { z } from 'zod';
import { recordExamples } from '../examples.ts';
import { confRecords, listPara } from '../live/conf.ts';
import { ack, confTyps, id, qryId, type ConfMethod, type ConfTyp } from '../live/envelope.ts';
import { zoneQueryAnswer } from '../live/zone.ts';
import type { Message, messageMaker } from './message.ts';

type MakeMessage = ReturnType<typeof messageMaker>;

type Entry = { record: z.core.$ZodType; key: string; readOnly?: boolean };
const entryOf = (typ: ConfTyp): Entry => confRecords[typ];

/** The methods a confTyp accepts (read-only records: list and query; `system`: no add or delete). */
export function methodsOf(typ: ConfTyp): ConfMethod[] {
  if (entryOf(typ).readOnly) return ['list', 'query'];
  if (typ === 'system') return ['list', 'query', 'update'];
  return ['list', 'query', 'add', 'update', 'delete'];
}

/** The record without its key (add: the controller assigns it). */
function withoutKey(record: z.core.$ZodType, key: string): z.core.$ZodType {
  if (record instanceof z.core.$ZodObject)
    return z.object(
      Object.fromEntries(Object.entries(record._zod.def.shape).filter(([field]) => field !== key)),
    );
  if (record instanceof z.core.$ZodDiscriminatedUnion) {
    const options = record._zod.def.options.map((o) => withoutKey(o, key));
    return z.union(options);
  }
  return record;
}

/** The para of one method, as conf.ts checks it. */
function paraOf(typ: ConfTyp, method: ConfMethod): z.core.$ZodType {
  const { record, key } = entryOf(typ);
  const keyOnly = z.object({ [key]: id });
  switch (method) {
    case 'list':
      return listPara;
    case 'query':
      return typ === 'system' ? z.object({}) : keyOnly;
    case 'delete':
      return keyOnly;
    case 'update':
      return record;
    case 'add':
      return withoutKey(record, key);
  }
}

/** The data of a successful answer to one method. */
function dataOf(typ: ConfTyp, method: ConfMethod): z.core.$ZodType {
  const { record, key } = entryOf(typ);
  if (method === 'list') return z.array(record);
  if (method === 'delete') return z.object({ [key]: z.union([z.number(), z.string()]) });
  if (typ === 'zone' && method === 'query') return zoneQueryAnswer;
  return record;
}

const oneOrUnion = (options: z.core.$ZodType[]): z.core.$ZodType =>
  options.length === 1 ? options[0]! : z.union(options);

/** Every request of a confTyp: one shape per method. */
export function confRequest(typ: ConfTyp): z.core.$ZodType {
  return oneOrUnion(
    methodsOf(typ).map((method) =>
      z.object({
        confTyp: z.literal(typ),
        method: z.literal(method),
        qryId,
        para: paraOf(typ, method),
      }),
    ),
  );
}

/** Every successful answer (or report, `qryId: null`) of a confTyp: one shape per method. */
export function confAnswer(typ: ConfTyp): z.core.$ZodType {
  return oneOrUnion(
    methodsOf(typ).map((method) =>
      z.object({
        ...ack.shape,
        confTyp: z.literal(typ),
        method: z.literal(method),
        code: z.literal(0),
        data: dataOf(typ, method),
      }),
    ),
  );
}

export type NamedExample = { name: string; payload: Record<string, unknown> };

/** One request example per method, from the record examples. */
export function confRequestExamples(typ: ConfTyp): NamedExample[] {
  const { key } = entryOf(typ);
  const record = recordExamples[typ];
  const { [key]: keyValue, ...rest } = record;
  const para: Record<ConfMethod, Record<string, unknown>> = {
    list: {},
    query: typ === 'system' ? {} : { [key]: keyValue },
    add: rest,
    update: record,
    delete: { [key]: keyValue },
  };
  return methodsOf(typ).map((method) => ({
    name: `${typ}-${method}`,
    payload: { confTyp: typ, method, qryId: `q-${method}`, para: para[method] },
  }));
}

/** One answer example per method (none for the zone query, whose answer is the zone with devices). */
export function confAnswerExamples(typ: ConfTyp): NamedExample[] {
  const { key } = entryOf(typ);
  const record = recordExamples[typ];
  const data: Record<ConfMethod, unknown> = {
    list: [record],
    query: record,
    add: record,
    update: record,
    delete: { [key]: record[key] },
  };
  return methodsOf(typ)
    .filter((method) => !(typ === 'zone' && method === 'query'))
    .map((method) => ({
      name: `${typ}-${method}`,
      payload: { confTyp: typ, method, qryId: `q-${method}`, code: 0, msg: 'ok', data: data[method] },
    }));
}

/** The request and answer message of every confTyp. */
export function confMessages(message: MakeMessage): { confRequests: Message[]; confAnswers: Message[] } {
  const confRequests = confTyps.map((typ) =>
    message(
      `conf_${typ}_request`,
      `system/conf on ${typ}: ${methodsOf(typ).join(', ')}`,
      confRequest(typ),
      confRequestExamples(typ),
    ),
  );
  const confAnswers = confTyps.map((typ) =>
    message(
      `conf_${typ}_answer`,
      `The answer to a ${typ} request, or (qryId null) a report of a change made by someone else`,
      confAnswer(typ),
      confAnswerExamples(typ),
    ),
  );
  return { confRequests, confAnswers };
}

export { confTyps };
