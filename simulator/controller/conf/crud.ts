/**
 * Generic configuration CRUD for one confTyp: list (with the zone filter), query, add (the controller
 * assigns the key), update, delete. Hooks add the per-confTyp rules: locks (code 4), clean-up.
 */
import { describe, type AckCode } from '../../../protocol/index.ts';
import { z, type Schema } from '../../../protocol/zod-mini.ts';
import { recordSchemas, type InventoryTyp, type RecordOf } from '../../../fixtures/inventory.ts';
import { idOf, keyOf } from '../config-store.ts';
import type { ControllerContext } from '../context.ts';
import { brokenReference } from './references.ts';

type Para = Record<string, unknown>;
export type ConfResult = {
  code: AckCode;
  msg: string;
  data?: unknown;
  report?: { method: string; data: unknown };
};
export type ConfOp = (ctx: ControllerContext, para: Para) => ConfResult;
export type ConfOps = Partial<Record<'list' | 'query' | 'add' | 'update' | 'delete', ConfOp>>;

export type CrudHooks = {
  /** Why this record may not be changed or deleted now (code 4), if so. */
  locked?: (ctx: ControllerContext, key: number) => string | undefined;
  /** Run after an add, update or delete succeeded. */
  changed?: (ctx: ControllerContext, key: number) => void;
};

export const ok = (data?: unknown, report?: ConfResult['report']): ConfResult => ({
  code: 0,
  msg: 'ok',
  data,
  report,
});
export const fail = (code: AckCode, msg: string): ConfResult => ({ code, msg });

/** Records of `zid`: those in the zone, or listing it among their zoneIds. */
function inZone(record: object, zid: unknown): boolean {
  if (typeof zid !== 'number') return true;
  if ('f_zone_id' in record) return record.f_zone_id === zid;
  if ('zid' in record) return record.zid === zid;
  if ('zoneIds' in record && Array.isArray(record.zoneIds)) return record.zoneIds.includes(zid);
  return true;
}

export function crud<T extends InventoryTyp>(typ: T, hooks: CrudHooks = {}): Required<ConfOps> {
  const key = keyOf(typ);
  const find = (ctx: ControllerContext, para: Para) => ctx.config.get(typ, Number(para[key]));
  return {
    list: (ctx, para) => ok(ctx.config.list(typ).filter((r) => inZone(r, para.zid))),
    query(ctx, para) {
      const record = find(ctx, para);
      return record ? ok(record) : fail(3, `${typ} ${String(para[key])} not found`);
    },
    add(ctx, para) {
      const broken = brokenReference(ctx, typ, para);
      if (broken) return fail(2, broken);
      const record = ctx.config.add(typ, para);
      hooks.changed?.(ctx, idOf(typ, record));
      return ok(record, { method: 'add', data: record });
    },
    update(ctx, para) {
      const id = Number(para[key]);
      if (!find(ctx, para)) return fail(3, `${typ} ${id} not found`);
      const lock = hooks.locked?.(ctx, id);
      if (lock) return fail(4, lock);
      const broken = brokenReference(ctx, typ, para);
      if (broken) return fail(2, broken);
      // The dispatcher checked para against this record schema already; parsing it here again gives
      // the store the record typed as its confTyp's.
      const schema: Schema<RecordOf<T>> = recordSchemas[typ];
      const record = z.safeParse(schema, para);
      if (!record.success) return fail(2, describe(record.error));
      ctx.config.put(typ, record.data);
      hooks.changed?.(ctx, id);
      return ok(record.data, { method: 'update', data: record.data });
    },
    delete(ctx, para) {
      const id = Number(para[key]);
      if (!find(ctx, para)) return fail(3, `${typ} ${id} not found`);
      const lock = hooks.locked?.(ctx, id);
      if (lock) return fail(4, lock);
      ctx.config.remove(typ, id);
      hooks.changed?.(ctx, id);
      return ok({ [key]: id }, { method: 'delete', data: { [key]: id } });
    },
  };
}
