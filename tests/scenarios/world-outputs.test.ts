/**
 * The controller's live decisions as `output` records: one per strategy and actuator,
 * changed only when the wish changes, reported unsolicited, overruled by a higher priority or a
 * manual command, deleted when the strategy stops proposing. Stepped clock, no sleeps.
 */
import { describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import type { Output } from '../../protocol/index.ts';
import { createClock } from '../../simulator/clock.ts';
import { createRig } from '../../simulator/testing/controller-rig.ts';

type Obj = Record<string, unknown>;
const hour = 3_600_000;
/** 2025-07-15 10:00 at UTC+8: a hot, sunny, calm day (vents open). */
const summerMorning = Date.UTC(2025, 6, 15, 2);
const fixture = makeFarm(11, { servers: 1, zonesPerServer: 1 }).servers[0]!;
const world = {
  warmDays: 0,
  climate: { cloudiness: 0, cloudVariability: 0, rainChance: 0, meanWindSpeed: 1.5, driftC: 0 },
};

const rigAt = (start: number) =>
  createRig({ fixture, clock: createClock({ mode: 'stepped', start }), cadenceMs: 30_000, world });
type Rig = Awaited<ReturnType<typeof rigAt>>;

const outputReports = (rig: Rig) =>
  rig.reports('system/confack').filter((r) => r.confTyp === 'output') as (Obj & {
    method: string;
    data: Output;
  })[];
const listOutputs = async (rig: Rig) => (await rig.conf('output', 'list'))?.data as Output[];
const strategyOf = (rig: Rig, kind: string) => rig.ctx.config.list('strategy').find((s) => s.kind === kind)!;

describe('output records: the live decisions of every strategy', () => {
  it('keeps one record per strategy and actuator, updated only when the wish changes', async () => {
    const rig = await rigAt(summerMorning);
    const rollFilm = strategyOf(rig, 'rollFilm');
    const vents = rollFilm.kind === 'rollFilm' ? rollFilm.params.aids : [];
    expect(vents.length).toBeGreaterThan(0);
    for (let t = 0; t < 3 * hour; t += 60_000) rig.clock.advance(60_000);

    const outputs = await listOutputs(rig);
    const ofRollFilm = outputs.filter((o) => o.stid === rollFilm.stid);
    expect(ofRollFilm.map((o) => o.aid).sort()).toEqual([...vents].sort());
    for (const o of ofRollFilm) {
      expect(o).toMatchObject({ command: 'set', applied: true, overruledBy: null });
      expect(o.value).toBeGreaterThan(0);
      expect(o.reason).toMatch(/air .* °C/);
    }
    // Keys are unique, and every update report changed command, value, applied or overruledBy.
    expect(new Set(outputs.map((o) => `${o.stid}:${o.aid}`)).size).toBe(outputs.length);
    const last = new Map<string, Output>();
    let updates = 0;
    for (const r of outputReports(rig)) {
      const key = `${r.data.stid}:${r.data.aid}`;
      const before = last.get(key);
      if (r.method === 'update') {
        updates++;
        expect(before).toBeDefined();
        const same =
          before!.command === r.data.command &&
          before!.value === r.data.value &&
          before!.applied === r.data.applied &&
          before!.overruledBy === r.data.overruledBy;
        expect(same, `update of ${key} without a change`).toBe(false);
      }
      last.set(key, r.data);
    }
    // 3 h of decisions every 10 s is 1,080 rounds per record: the records follow changes only.
    expect(updates).toBeLessThan(outputs.length * 40);
    expect(rig.invalid).toEqual([]);
    await rig.controller.stop();
  }, 60_000);

  it('says who overrules: a higher-priority rule, then the grower; deletes when the strategy is off', async () => {
    const rig = await rigAt(summerMorning + 3 * hour);
    const rollFilm = strategyOf(rig, 'rollFilm');
    const vent = rollFilm.kind === 'rollFilm' ? rollFilm.params.aids[0]! : 0;
    const sensor = rig.ctx.config.list('sensor').find((s) => s.type === 'airTemp')!;
    rig.clock.advance(5 * 60_000);
    const mine = async () => (await listOutputs(rig)).find((o) => o.stid === rollFilm.stid && o.aid === vent);
    expect(await mine()).toMatchObject({ applied: true, overruledBy: null });

    const added = await rig.conf('strategy', 'add', {
      name: '午间关窗',
      zoneIds: rollFilm.zoneIds,
      enabled: true,
      priority: 95,
      kind: 'custom',
      params: { when: [{ sid: sensor.sid, op: '>', value: -50 }], then: { aid: vent, action: 'close' } },
    });
    expect(added?.code).toBe(0);
    rig.clock.advance(60_000);
    expect(await mine()).toMatchObject({ command: 'set', applied: false, overruledBy: '午间关窗' });
    const rule = (added?.data as Obj).stid as number;
    expect((await listOutputs(rig)).find((o) => o.stid === rule && o.aid === vent)).toMatchObject({
      command: 'set',
      value: 0,
      applied: true,
    });
    expect(outputReports(rig).some((r) => r.method === 'update' && r.data.overruledBy === '午间关窗')).toBe(
      true,
    );

    expect((await rig.request('actuator/cmd', 'actuator', 'cmd', { aid: vent, action: 'stop' }))?.code).toBe(
      0,
    );
    rig.clock.advance(60_000);
    expect(await mine()).toMatchObject({ applied: false, overruledBy: 'manual' });

    expect((await rig.conf('strategy', 'update', { ...rollFilm, enabled: false }))?.code).toBe(0);
    rig.clock.advance(60_000);
    expect((await listOutputs(rig)).filter((o) => o.stid === rollFilm.stid)).toEqual([]);
    const deleted = outputReports(rig).filter((r) => r.method === 'delete');
    expect(deleted.length).toBeGreaterThanOrEqual(1);
    expect(rig.invalid).toEqual([]);
    await rig.controller.stop();
  }, 60_000);
});
