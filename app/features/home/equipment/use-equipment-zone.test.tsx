// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decode } from '../../../../protocol/codec.ts';
import { recordExamples } from '../../../../protocol/examples.ts';
import { actuator as actuatorSchema } from '../../../../protocol/live/actuator.ts';
import { valve as valveSchema } from '../../../../protocol/live/irrigation.ts';
import { sensor as sensorSchema } from '../../../../protocol/live/sensor.ts';
import { zone as zoneSchema } from '../../../../protocol/live/zone.ts';
import { createMemoryTransport } from '../../../test-support/memory-transport.ts';
import { stopLive } from '../../../live';
import { useLiveActuatorsStore } from '../../../stores/live-actuators-store';
import { clearLiveQueries } from '../../../live/query';
import { useEquipmentZone } from './use-equipment-zone';
import { startTestLive, testBase } from '../../../test-support/live-world.ts';

const base = testBase;
const zone = zoneSchema.parse(recordExamples.zone);
const sensor = sensorSchema.parse(recordExamples.sensor);
const actuator = actuatorSchema.parse(recordExamples.actuator);
const valve = valveSchema.parse(recordExamples.valve);
const state = { aid: actuator.aid, state: 'stopped', pos: 40, mode: 'manual', since: 1 };

function controller(answer: (para: Record<string, unknown>) => Record<string, unknown>) {
  const transport = createMemoryTransport();
  let queries = 0;
  transport.onPublish(({ topic, payload }) => {
    const decoded = decode(payload);
    if (topic !== `${base}/system/conf` || !decoded.ok) return;
    const req = decoded.value as {
      confTyp: string;
      method: string;
      qryId: string;
      para: Record<string, unknown>;
    };
    if (req.confTyp !== 'zone' || req.method !== 'query') return;
    queries++;
    const ack = {
      confTyp: 'zone',
      method: 'query',
      qryId: req.qryId,
      code: 0,
      msg: 'ok',
      ...answer(req.para),
    };
    queueMicrotask(() => transport.deliver(`${base}/system/confack`, JSON.stringify(ack)));
  });
  startTestLive(transport, { ackTimeoutMs: 200, maxPayloadBytes: 1 << 20 });
  return { transport, queries: () => queries };
}

afterEach(async () => {
  cleanup();
  await stopLive();
  clearLiveQueries();
});

describe('useEquipmentZone (the seed’s zone query)', () => {
  it('asks { f_zone_id }, reads zone, sensors, actuators and valves, and seeds the actuator states', async () => {
    let asked: unknown;
    controller((para) => {
      asked = para;
      return { data: { zone, sensors: [sensor], actuators: [actuator], valves: [valve], states: [state] } };
    });
    const { result } = renderHook(() => useEquipmentZone(zone.f_zone_id));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(asked).toEqual({ f_zone_id: zone.f_zone_id });
    expect(result.current.data?.actuators).toEqual([actuator]);
    expect(useLiveActuatorsStore.getState().byAid[actuator.aid]?.pos).toBe(40);
  });

  it('follows another client’s change to a device of the zone without asking again', async () => {
    const world = controller(() => ({
      data: { zone, sensors: [], actuators: [], valves: [] },
    }));
    const { result } = renderHook(() => useEquipmentZone(zone.f_zone_id));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const moved = { ...sensor, zid: zone.f_zone_id };
    const report = { confTyp: 'sensor', method: 'update', qryId: null, code: 0, msg: 'ok', data: moved };
    world.transport.deliver(`${base}/system/confack`, JSON.stringify(report));
    await waitFor(() => expect(result.current.data?.sensors).toEqual([moved]));
    expect(result.current.state).toBe('ready');
    expect(world.queries()).toBe(1);
  });

  it('tells a zone that is not there (code 3) from other failures', async () => {
    controller(() => ({ code: 3, msg: 'zone 99 not found' }));
    const { result } = renderHook(() => useEquipmentZone(99));
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.notFound).toBe(true);
  });

  it('is offline before the connection and the base exist', () => {
    expect(renderHook(() => useEquipmentZone(1)).result.current.state).toBe('offline');
  });
});
