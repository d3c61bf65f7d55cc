/**
 * Checks a scenario against its farm: every server index, sensor, actuator, fertigation centre, zone
 * and alarm rule a step or an expectation names must exist there. Returns the problems, placed.
 */
import { farmOf } from '../simulator/cli/farm-spec.ts';
import type { Farm, ServerFixture } from '../fixtures/farms.ts';
import type { EventParams } from './event-fields.ts';
import { eventFields, type EventKind } from './events.ts';
import type { CheckedScenario } from './scenario.ts';
import { formatTime } from './times.ts';

type Problem = string;

/** The devices an event's parameters name that the farm does not have. */
export function eventDeviceProblems(farm: Farm, kind: EventKind, params: EventParams): Problem[] {
  const fields = eventFields(kind);
  if (!fields.some((f) => f.device === 'server')) return [];
  const s = farm.servers[Number(params.server)];
  if (!s) return [`no server ${params.server} (the farm has ${farm.servers.length})`];
  const problems: Problem[] = [];
  for (const f of fields) {
    if (!f.device || f.device === 'server') continue;
    const id = Number(params[f.name]);
    const inv = s.inventory;
    const ids = {
      sid: inv.sensor.map((x) => x.sid),
      aid: inv.actuator.map((x) => x.aid),
      fid: inv.fertCenter.map((x) => x.fid),
    }[f.device];
    const name = { sid: 'sensor', aid: 'actuator', fid: 'fertigation centre' }[f.device];
    if (!ids.includes(id)) problems.push(`server ${s.server.sn} has no ${name} ${id}`);
  }
  return problems;
}

/** `given`: the farm it plays on instead of its own (`--farm PATH`). */
export function farmProblems(def: CheckedScenario, given?: Farm): Problem[] {
  let farm: Farm;
  try {
    farm = given ?? farmOf(def.farm);
  } catch (error) {
    return [`farm: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: Problem[] = [];
  const serverAt = (index: number, where: string): ServerFixture | undefined => {
    const found = farm.servers[index];
    if (!found)
      problems.push(
        `${where}: no server ${index} on farm ${given ? 'given' : def.farm.name} (it has ${farm.servers.length})`,
      );
    return found;
  };
  const device = (s: ServerFixture, kind: 'sid' | 'aid' | 'fid', id: number, where: string) => {
    const inv = s.inventory;
    const ids =
      kind === 'sid'
        ? inv.sensor.map((x) => x.sid)
        : kind === 'aid'
          ? inv.actuator.map((x) => x.aid)
          : inv.fertCenter.map((x) => x.fid);
    const name = { sid: 'sensor', aid: 'actuator', fid: 'fertigation centre' }[kind];
    if (!ids.includes(id)) problems.push(`${where}: server ${s.server.sn} has no ${name} ${id}`);
  };
  const sns = new Set(farm.servers.map((s) => s.server.sn));

  def.timeline.forEach((step, i) => {
    const where = `step ${i} (at '${formatTime(step.at)}', ${step.do})`;
    if ('server' in step && step.server !== undefined) serverAt(step.server, where);
    if (step.do === 'fault' && 'target' in step.command) {
      const sn = step.command.target?.sn;
      if (sn && !sns.has(sn)) problems.push(`${where}: no controller ${sn} on farm ${def.farm.name}`);
    }
    if (step.do === 'event')
      problems.push(...eventDeviceProblems(farm, step.event, step.params).map((p) => `${where}: ${p}`));
  });

  def.expect.forEach((e, i) => {
    const where = `expectation ${i} (${e.id})`;
    const c = e.check;
    if (c.kind === 'reply' || c.kind === 'rest' || c.kind === 'trainee') return;
    const s = serverAt(c.server, where);
    if (!s) return;
    if (c.kind === 'actuator') device(s, 'aid', c.aid, where);
    if (c.kind === 'reading') {
      if (c.zid !== null && !s.inventory.zone.some((z) => z.f_zone_id === c.zid))
        problems.push(`${where}: server ${s.server.sn} has no zone ${c.zid}`);
      else if (!s.inventory.sensor.some((x) => x.zid === c.zid && x.type === c.sensor))
        problems.push(`${where}: zone ${c.zid ?? 'site'} of ${s.server.sn} has no ${c.sensor} sensor`);
    }
    if (c.kind === 'alarm' && c.rule !== undefined && !s.inventory.alarmRule.some((r) => r.rid === c.rule))
      problems.push(`${where}: server ${s.server.sn} has no alarm rule ${c.rule}`);
  });
  return problems;
}
