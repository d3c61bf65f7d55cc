// Grouping of device faults: offline devices, sensor faults by quality, jammed and silent actuators.
import { describe, expect, it } from 'vitest';
import { deviceFaults, faultCount, type FaultInputs } from './device-faults';

const inputs = (over: Partial<FaultInputs>): FaultInputs => ({
  sensors: [
    { sid: 1, name: 's1', zid: 1, enabled: true },
    { sid: 2, name: 's2', zid: 1, enabled: true },
    { sid: 3, name: 's3', zid: null, enabled: true },
    { sid: 4, name: 's4', zid: 1, enabled: false },
  ] as unknown as FaultInputs['sensors'],
  actuators: [
    { aid: 1, name: 'a1', zid: 1, enabled: true },
    { aid: 2, name: 'a2', zid: 1, enabled: true },
    { aid: 3, name: 'a3', zid: null, enabled: true },
  ] as unknown as FaultInputs['actuators'],
  network: [
    { nid: 1, name: 'n1', zid: null, online: true },
    { nid: 2, name: 'n2', zid: 1, online: false },
  ] as unknown as FaultInputs['network'],
  quality: {},
  actuatorState: { 1: 'open', 2: 'stopped', 3: 'off' },
  statesKnown: true,
  ...over,
});
const names = (list: { name: string }[]) => list.map((f) => f.name);

describe('deviceFaults', () => {
  it('groups offline network devices and sensors, faulty sensors and jammed actuators, with links', () => {
    const groups = deviceFaults(
      inputs({ quality: { 1: 2, 2: 3, 3: 1, 4: 3 }, actuatorState: { 1: 'jammed', 2: 'open', 3: 'off' } }),
    );
    expect(names(groups.offline)).toEqual(['n2', 's2']);
    expect(groups.sensorFault.map((f) => [f.name, f.reason])).toEqual([
      ['s1', 'sensorFault'],
      ['s3', 'sensorOutOfRange'],
    ]);
    expect(names(groups.jammed)).toEqual(['a1']);
    expect(groups.offline.map((f) => f.href)).toEqual([
      '/network/NetworkDevice?nid=2',
      '/device/SensorParticularMessage?sid=2',
    ]);
    expect(groups.jammed[0]?.href).toBe('/device/editactuator?aid=1');
    expect(faultCount(groups)).toBe(5);
  });

  it('counts an actuator without a state report only once the states were asked for', () => {
    const silent = { 1: 'open' };
    expect(names(deviceFaults(inputs({ actuatorState: silent })).offline)).toEqual(['n2', 'a2']);
    expect(names(deviceFaults(inputs({ actuatorState: silent, statesKnown: false })).offline)).toEqual([
      'n2',
    ]);
  });

  it('is empty when all is well', () => {
    expect(faultCount(deviceFaults(inputs({ network: [] })))).toBe(0);
  });
});
