/** `system/conf`: which record each confTyp manages, its key field and the para of each method. */
import { z } from '../zod-mini.ts';
import type { ConfMethod, ConfTyp } from './envelope.ts';
import { confMethod, confTyp as confTypSchema, id } from './envelope.ts';
import { actuator } from './actuator.ts';
import { alarmRule, fog, heatingLoop, irrigateAlarm, strategy } from './climate.ts';
import { fertCenter, fertRecipe, irrigationPlan, valve } from './irrigation.ts';
import { sensor } from './sensor.ts';
import {
  alarmRecord,
  backendChannel,
  dataSource,
  groupPolicy,
  logEntry,
  logQuery,
  networkDevice,
  output,
  systemInfo,
} from './system.ts';
import { cropGroup, zone } from './zone.ts';

type Entry = { record: z.ZodMiniType<Record<string, unknown>>; key: string; readOnly?: boolean };

/** confTyp -> its record schema and the field that identifies a record. */
export const confRecords = {
  zone: { record: zone, key: 'f_zone_id' },
  crop: { record: cropGroup, key: 'cid' },
  sensor: { record: sensor, key: 'sid' },
  actuator: { record: actuator, key: 'aid' },
  valve: { record: valve, key: 'vid' },
  alarmRule: { record: alarmRule, key: 'rid' },
  irrigateAlarm: { record: irrigateAlarm, key: 'iid' },
  strategy: { record: strategy, key: 'stid' },
  irrigationPlan: { record: irrigationPlan, key: 'pid' },
  fertRecipe: { record: fertRecipe, key: 'rid' },
  fertCenter: { record: fertCenter, key: 'fid' },
  fog: { record: fog, key: 'gid' },
  heating: { record: heatingLoop, key: 'hid' },
  network: { record: networkDevice, key: 'nid' },
  backend: { record: backendChannel, key: 'bid' },
  groupPolicy: { record: groupPolicy, key: 'gpid' },
  dataSource: { record: dataSource, key: 'dsid' },
  output: { record: output, key: 'oid', readOnly: true },
  log: { record: logEntry, key: 'lid', readOnly: true },
  alarm: { record: alarmRecord, key: 'alid', readOnly: true },
  system: { record: systemInfo, key: 'sn' },
} as const satisfies Record<ConfTyp, Entry>;

/** list para: optional zone filter; the log list also takes a date and kind. */
export const listPara = z.intersection(z.object({ zid: z.optional(id) }), logQuery);

export type ParaCheck =
  { ok: true; value: Record<string, unknown> } | { ok: false; code: 1 | 2; msg: string };

/**
 * Checks the para of a `system/conf` request. add: a whole record without its key (the controller
 * assigns it); update: a whole record with its key; query/delete: the key only (the seed's zone query
 * is `{ f_zone_id }`). The `system` record is updated without a key and queried with none.
 */
export function checkConfPara(confTyp: string, method: string, para: unknown): ParaCheck {
  const typ = confTypSchema.safeParse(confTyp);
  if (!typ.success) return { ok: false, code: 1, msg: `unknown confTyp ${confTyp}` };
  const how = confMethod.safeParse(method);
  if (!how.success) return { ok: false, code: 1, msg: `unknown method ${method}` };
  const entry: Entry = confRecords[typ.data];
  const m = how.data;
  if (entry.readOnly && m !== 'list' && m !== 'query')
    return { ok: false, code: 1, msg: `${confTyp} is read-only` };
  if (confTyp === 'system' && (m === 'add' || m === 'delete'))
    return { ok: false, code: 1, msg: 'system has one record' };
  const schema = paraSchema(entry, m, confTyp === 'system');
  const parsed = schema.safeParse(para ?? {});
  if (!parsed.success) return { ok: false, code: 2, msg: describe(parsed.error) };
  return { ok: true, value: parsed.data };
}

function paraSchema(
  entry: Entry,
  method: ConfMethod,
  single: boolean,
): z.ZodMiniType<Record<string, unknown>> {
  const keyOnly = z.object({ [entry.key]: id });
  switch (method) {
    case 'list':
      return listPara;
    case 'query':
      return single ? z.object({}) : keyOnly;
    case 'delete':
      return keyOnly;
    case 'update':
      return entry.record;
    case 'add':
      return withoutKey(entry);
  }
}

/** The record schema with its key made optional (assigned by the controller on add). */
function withoutKey(entry: Entry): z.ZodMiniType<Record<string, unknown>> {
  return z.pipe(
    z.pipe(
      z.transform((value: unknown) =>
        value && typeof value === 'object' ? { ...value, [entry.key]: 1 } : value,
      ),
      entry.record,
    ),
    z.transform((value) => {
      const copy = { ...value };
      delete copy[entry.key];
      return copy;
    }),
  );
}

/** One readable line from a zod error: `path: message; ...`. */
export function describe(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
