import { describe, expect, it } from 'vitest';
import type { NetworkDevice } from '../../../../protocol/live/system.ts';
import {
  checkDeviceForm,
  deviceToForm,
  filterDevices,
  groupByKind,
  noFilter,
  onlineCounts,
  signalLevel,
} from './network-logic.ts';

const device = (d: Partial<NetworkDevice>): NetworkDevice => ({
  nid: 1,
  name: '网关',
  kind: 'gateway',
  address: '192.168.10.2',
  signal: null,
  online: true,
  zid: null,
  ...d,
});
const gateway = device({});
const lora = device({ nid: 3, name: 'LoRa墒情节点', kind: 'lora', address: 'F8F1925F', signal: -87, zid: 1 });
const camB = device({ nid: 5, name: '2号棚摄像头', kind: 'camera', online: false, zid: 2 });
const camA = device({ nid: 4, name: '1号棚摄像头', kind: 'camera', zid: 1 });
const all = [camB, lora, gateway, camA];

describe('signal level', () => {
  it('turns dBm into bars and words, no reading being a wired link', () => {
    expect(signalLevel(null)).toEqual({ bars: 4, word: 'wired' });
    expect(signalLevel(-50)).toEqual({ bars: 4, word: 'excellent' });
    expect(signalLevel(-67)).toEqual({ bars: 3, word: 'good' });
    expect(signalLevel(-75)).toEqual({ bars: 2, word: 'fair' });
    expect(signalLevel(-87)).toEqual({ bars: 1, word: 'weak' });
    expect(signalLevel(-120)).toEqual({ bars: 0, word: 'none' });
  });
});

describe('filter, groups and counts', () => {
  it('filters by kind, online state and text in name or address', () => {
    expect(filterDevices(all, noFilter)).toHaveLength(4);
    expect(filterDevices(all, { ...noFilter, kind: 'camera' })).toEqual([camB, camA]);
    expect(filterDevices(all, { ...noFilter, status: 'offline' })).toEqual([camB]);
    expect(filterDevices(all, { ...noFilter, text: 'f8f1' })).toEqual([lora]);
    expect(filterDevices(all, { ...noFilter, text: '2号棚' })).toEqual([camB]);
  });

  it('groups in kind order with names sorted, and counts online and offline', () => {
    expect(groupByKind(all)).toEqual([
      { kind: 'gateway', devices: [gateway] },
      { kind: 'lora', devices: [lora] },
      { kind: 'camera', devices: [camA, camB] },
    ]);
    expect(onlineCounts(all)).toEqual({ online: 3, offline: 1 });
  });
});

describe('rename and zone form', () => {
  it('gives the whole record with the new name and zone', () => {
    expect(checkDeviceForm(lora, { name: ' 东区节点 ', zid: '2' })).toEqual({
      ok: true,
      device: { ...lora, name: '东区节点', zid: 2 },
    });
    expect(checkDeviceForm(lora, { ...deviceToForm(lora), zid: '' })).toEqual({
      ok: true,
      device: { ...lora, zid: null },
    });
  });

  it('refuses an empty or too long name', () => {
    expect(checkDeviceForm(lora, { name: ' ', zid: '' })).toEqual({
      ok: false,
      errors: { name: { key: 'required' } },
    });
    expect(checkDeviceForm(lora, { name: 'x'.repeat(200), zid: '' })).toMatchObject({
      ok: false,
      errors: { name: { key: 'tooLong' } },
    });
  });
});
