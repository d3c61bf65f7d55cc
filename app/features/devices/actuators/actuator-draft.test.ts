import { describe, expect, it } from 'vitest';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import { checkDraft, confParaOf, draftOf, emptyDraft } from './actuator-draft';
import { byPlace, matchesZone, parseZoneFilter } from './zone-filter';

const vent: Actuator = {
  aid: 3,
  name: '1号棚左侧卷膜',
  zid: 1,
  kind: 'roller',
  travelTime: 120,
  interlocks: [],
  enabled: true,
};
const relay: Actuator = {
  aid: 8,
  name: '湿帘水泵',
  zid: 1,
  kind: 'switch',
  board: 2,
  channel: 1,
  interlocks: [],
  enabled: true,
};

describe('checkDraft', () => {
  it('gives back the record of an unchanged draft, and its add/update para', () => {
    const checked = checkDraft(draftOf(vent), 3, [relay]);
    expect(checked).toEqual({ ok: true, record: vent });
    expect(confParaOf(vent, false)).toEqual(vent);
    expect(confParaOf(vent, true)).not.toHaveProperty('aid');
  });

  it('names each wrong field in the grower’s words', () => {
    const checked = checkDraft(
      { ...emptyDraft, name: '  ', travelTime: '0', board: '65', channel: '1.5' },
      undefined,
      [],
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.name?.key).toBe('actuators:nameRequired');
    expect(checked.errors.travelTime).toEqual({
      key: 'actuators:numberRange',
      values: { min: 1, max: 3600 },
    });
    expect(checked.errors.board).toEqual({ key: 'actuators:numberRange', values: { min: 1, max: 64 } });
    expect(checked.errors.channel?.key).toBe('actuators:numberRange');
    const long = checkDraft({ ...emptyDraft, name: 'x'.repeat(41) }, undefined, []);
    expect(!long.ok && long.errors.name?.key).toBe('actuators:nameTooLong');
  });

  it('asks a position kind for its travel time, and drops it from an on/off kind', () => {
    const noTravel = checkDraft({ ...draftOf(vent), travelTime: '' }, 3, []);
    expect(!noTravel.ok && noTravel.errors.travelTime?.key).toBe('actuators:travelTimeRequired');
    const fan = checkDraft({ ...draftOf(vent), kind: 'fan', travelTime: '' }, 3, []);
    expect(fan.ok && fan.record.travelTime).toBeUndefined();
  });

  it('wants a board with a channel, and a board channel used once', () => {
    const noBoard = checkDraft({ ...draftOf(vent), channel: '4' }, 3, []);
    expect(!noBoard.ok && noBoard.errors.board?.key).toBe('actuators:channelNeedsBoard');
    const taken = checkDraft({ ...draftOf(vent), board: '2', channel: '1' }, 3, [relay]);
    expect(!taken.ok && taken.errors.channel).toEqual({
      key: 'actuators:channelTaken',
      values: { name: '湿帘水泵' },
    });
    expect(checkDraft(draftOf(relay), 8, [vent]).ok).toBe(true);
  });

  it('keeps interlocks to other actuators that exist', () => {
    const checked = checkDraft({ ...draftOf(vent), interlocks: [3, 8, 99] }, 3, [relay]);
    expect(checked.ok && checked.record.interlocks).toEqual([8]);
  });
});

describe('zone filter', () => {
  it('reads the URL value and matches actuators', () => {
    expect(parseZoneFilter(null)).toBe('all');
    expect(parseZoneFilter('none')).toBe('none');
    expect(parseZoneFilter('2')).toBe(2);
    expect(parseZoneFilter('x')).toBe('all');
    expect(matchesZone(vent, 1)).toBe(true);
    expect(matchesZone(vent, 2)).toBe(false);
    expect(matchesZone({ ...vent, zid: null }, 'none')).toBe(true);
  });
  it('orders by zone, board, channel, id (no zone last)', () => {
    const loose = { ...relay, aid: 1, zid: null };
    expect([loose, relay, vent].sort(byPlace).map((a) => a.aid)).toEqual([3, 8, 1]);
  });
});
