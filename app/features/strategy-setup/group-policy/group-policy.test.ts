// Group policies: the zones each strategy ends up in (own plus groups) and the group form's checks.
import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../../protocol/live/system.ts';
import { zonesOfStrategy } from '../../../../protocol/live/zone-coverage.ts';
import { strategiesByZone } from './effective-zones';
import { checkGroupForm, emptyGroupForm } from './group-form';

const fan = (stid: number, zoneIds: number[], enabled = true): Strategy => ({
  stid,
  name: `风机${stid}`,
  zoneIds,
  enabled,
  priority: 50,
  kind: 'fan',
  params: { stages: [], hysteresis: 1, minOnS: 0, minOffS: 0 },
});
const groups: GroupPolicy[] = [
  { gpid: 1, name: '东区', zoneIds: [2, 3], strategyIds: [10] },
  { gpid: 2, name: '冬季', zoneIds: [3], strategyIds: [10, 11] },
];

describe('effective zones', () => {
  it('adds the zones of every group that lists the strategy, once each, in zone order', () => {
    expect(zonesOfStrategy(fan(10, [1, 3]), groups)).toEqual([1, 2, 3]);
    expect(zonesOfStrategy(fan(12, [4]), groups)).toEqual([4]);
  });

  it('says per zone which strategies apply and through what, leaving out switched-off ones', () => {
    const byZone = strategiesByZone([1, 2, 3, 4], [fan(10, [1]), fan(11, []), fan(12, [4], false)], groups);
    const view = (zid: number) =>
      byZone.get(zid)?.map((z) => ({ stid: z.strategy.stid, own: z.own, groups: z.groups }));
    expect(view(1)).toEqual([{ stid: 10, own: true, groups: [] }]);
    expect(view(2)).toEqual([{ stid: 10, own: false, groups: [1] }]);
    expect(view(3)).toEqual([
      { stid: 10, own: false, groups: [1, 2] },
      { stid: 11, own: false, groups: [2] },
    ]);
    expect(view(4)).toEqual([]);
  });
});

describe('checkGroupForm', () => {
  it('asks for a name, a zone and a strategy', () => {
    expect(checkGroupForm({ ...emptyGroupForm, name: '  ' }, [])).toEqual({
      ok: false,
      errors: {
        name: { key: 'required' },
        zoneIds: { message: 'strategySetup:chooseZone' },
        strategyIds: { message: 'strategySetup:chooseStrategy' },
      },
    });
  });

  it('refuses a name another group has, but not the group being edited', () => {
    const form = { name: '东区 ', zoneIds: [1], strategyIds: [10] };
    expect(checkGroupForm(form, groups)).toEqual({
      ok: false,
      errors: { name: { message: 'strategySetup:groupNameTaken' } },
    });
    expect(checkGroupForm(form, groups, 1)).toEqual({
      ok: true,
      group: { gpid: 1, name: '东区', zoneIds: [1], strategyIds: [10] },
    });
  });
});
