import { describe, expect, it } from 'vitest';
import type { ActuatorReport } from '../../../../protocol/live/actuator.ts';
import type { BackendChannel } from '../../../../protocol/live/system.ts';
import { channelClash, channelToForm, checkChannelForm } from './channel-form.ts';
import { hardwareEffects, motionOf } from './hardware-effects.ts';

const vent: BackendChannel = {
  bid: 1,
  group: 'ventilation',
  aid: 1,
  board: 10,
  channel: 1,
  travelTime: 120,
  enabled: true,
};
const fan: BackendChannel = { ...vent, bid: 5, group: 'fan', aid: 5, channel: 5, travelTime: 0 };
const all = [vent, fan];
const report = (r: Partial<ActuatorReport>): ActuatorReport => ({
  aid: 1,
  state: 'stopped',
  mode: 'auto',
  since: 0,
  ...r,
});

describe('channel clash', () => {
  it('finds the other channel on the same board and channel, never the channel itself', () => {
    expect(channelClash(all, 1, 10, 5)).toBe(fan);
    expect(channelClash(all, 5, 10, 5)).toBeUndefined();
    expect(channelClash(all, 1, 11, 5)).toBeUndefined();
  });

  it('refuses a taken board+channel and names who has it', () => {
    const check = checkChannelForm(vent, { ...channelToForm(vent), channel: '5' }, all);
    expect(check).toEqual({
      ok: false,
      errors: { channel: { message: 'installer:channelTaken' } },
      clash: fan,
    });
  });
});

describe('channel form', () => {
  it('accepts a valid change and gives the whole record', () => {
    const check = checkChannelForm(vent, { ...channelToForm(vent), travelTime: '150' }, all);
    expect(check).toEqual({ ok: true, channel: { ...vent, travelTime: 150 } });
  });

  it('gives per-field messages from the schema and the group rule', () => {
    const check = checkChannelForm(
      vent,
      { board: '65', channel: '1.5', travelTime: '0', enabled: true },
      all,
    );
    expect(check).toMatchObject({
      ok: false,
      errors: {
        board: { key: 'atMost', values: { max: 64 } },
        channel: { key: 'integer' },
        travelTime: { message: 'installer:travelTimeNeeded' },
      },
    });
    expect(checkChannelForm(vent, { ...channelToForm(vent), board: '' }, all)).toMatchObject({
      ok: false,
      errors: { board: { key: 'number' } },
    });
  });

  it('keeps the travel time of on/off groups as it is (no field for it)', () => {
    const check = checkChannelForm(fan, { ...channelToForm(fan), travelTime: 'x' }, all);
    expect(check).toEqual({ ok: true, channel: fan });
  });
});

describe('which saves ask first', () => {
  it('reads the motion of position and on/off kinds from the report', () => {
    expect(motionOf('roller', undefined)).toBe('unknown');
    expect(motionOf('roller', report({ state: 'opening', pos: 10 }))).toBe('moving');
    expect(motionOf('roller', report({ state: 'stopped', pos: 40 }))).toBe('notClosed');
    expect(motionOf('roller', report({ state: 'closed', pos: 0 }))).toBe('still');
    expect(motionOf('roller', report({ state: 'stopped', pos: 0 }))).toBe('still');
    expect(motionOf('fan', report({ state: 'on' }))).toBe('moving');
    expect(motionOf('fan', report({ state: 'off' }))).toBe('still');
    expect(motionOf('fan', report({ state: 'jammed' }))).toBe('notClosed');
  });

  it('always asks before switching a channel on or off', () => {
    expect(hardwareEffects(vent, { ...vent, enabled: false }, 'still')).toEqual([{ kind: 'disable' }]);
    expect(hardwareEffects({ ...vent, enabled: false }, vent, 'still')).toEqual([{ kind: 'enable' }]);
  });

  it('asks before a new mapping or travel time only when the actuator is not closed and still', () => {
    const changed = { ...vent, channel: 9, travelTime: 150 };
    expect(hardwareEffects(vent, changed, 'still')).toEqual([]);
    const effects = [
      { kind: 'remap', board: 10, channel: 9 },
      { kind: 'recalibrate', travelTime: 150 },
    ];
    expect(hardwareEffects(vent, changed, 'moving')).toEqual(effects);
    expect(hardwareEffects(vent, changed, 'notClosed')).toEqual(effects);
    expect(hardwareEffects(vent, changed, 'unknown')).toEqual(effects);
    expect(hardwareEffects(vent, vent, 'moving')).toEqual([]);
  });

  it('lets any change to a channel that stays off save without asking', () => {
    const off = { ...vent, enabled: false };
    expect(hardwareEffects(off, { ...off, travelTime: 150, channel: 9 }, 'moving')).toEqual([]);
  });
});
