/** confTyps with their own rules: zone (the seed's query shape), system (one record), log and alarm. */
import type { LogEntry } from '../../../protocol/index.ts';
import type { ControllerContext } from '../context.ts';
import { crud, fail, ok, type ConfOps } from './crud.ts';

/** zone: query answers `{ zone, sensors, actuators, valves, states }` for the zone screen. */
export function zoneOps(): ConfOps {
  const base = crud('zone');
  return {
    ...base,
    query(ctx, para) {
      const zid = Number(para.f_zone_id);
      const zone = ctx.config.get('zone', zid);
      if (!zone) return fail(3, `zone ${zid} not found`);
      const actuators = ctx.config.list('actuator').filter((a) => a.zid === zid);
      return ok({
        zone,
        sensors: ctx.config.list('sensor').filter((s) => s.zid === zid),
        actuators,
        valves: ctx.config.list('valve').filter((v) => v.zid === zid),
        states: actuators.map((a) => ctx.actuators.report(a.aid)),
      });
    },
  };
}

/** system: one record, derived from the controller; only name and timezone can be changed. */
export function systemOps(): ConfOps {
  return {
    list: (ctx) => ok([ctx.systemInfo()]),
    query: (ctx) => ok(ctx.systemInfo()),
    update(ctx, para) {
      if (para.sn !== ctx.sn) return fail(3, `system ${String(para.sn)} is not this controller`);
      ctx.system = { name: String(para.name), timezone: String(para.timezone) };
      const info = ctx.systemInfo();
      return ok(info, { method: 'update', data: info });
    },
  };
}

/** Log entries of one local day and kind, newest first (also answers system/cmd logs). */
export function logsOf(
  ctx: ControllerContext,
  para: { date?: unknown; kind?: unknown; limit?: unknown },
): LogEntry[] {
  const limit = typeof para.limit === 'number' ? para.limit : 500;
  return ctx.config
    .list('log')
    .filter(
      (e) =>
        (para.kind === undefined || e.kind === para.kind) &&
        (para.date === undefined || ctx.localDay(e.ts) === para.date),
    )
    .reverse()
    .slice(0, limit);
}

export function logOps(): ConfOps {
  return { list: (ctx, para) => ok(logsOf(ctx, para)), query: crud('log').query };
}

/** alarm and output: read-only lists, newest first. */
export function readOnlyOps(typ: 'alarm' | 'output'): ConfOps {
  const base = crud(typ);
  return {
    query: base.query,
    list(ctx, para) {
      const limit = typeof para.limit === 'number' ? para.limit : 1000;
      return ok([...ctx.config.list(typ)].reverse().slice(0, limit));
    },
  };
}
