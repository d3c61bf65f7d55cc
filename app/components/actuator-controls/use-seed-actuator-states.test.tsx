// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordExamples } from '../../../protocol/examples.ts';
import type { Request } from '../../../protocol/live/envelope.ts';
import { zone as zoneSchema } from '../../../protocol/live/zone.ts';
import { useZoneQuery } from '../../live/zone-query.ts';
import { liveActuatorsActions, useLiveActuatorsStore } from '../../stores/live-actuators-store';
import { startTestWorld, stopTestWorld } from '../../test-support/live-world.ts';
import { useSeedActuatorStates } from './seed-states';

const zone = zoneSchema.parse(recordExamples.zone);
const stateOf = (aid: number) => ({ aid, state: 'closed', pos: 0, mode: 'auto', since: 1_000 });

afterEach(async () => {
  vi.useRealTimers();
  await stopTestWorld();
  liveActuatorsActions.clear();
});

/** A controller whose zone z holds actuator z with its state, zone 99 refused. */
const answerZones = (asked: Request[]) =>
  startTestWorld((_topic, req) => {
    if (req.confTyp !== 'zone') return undefined;
    asked.push(req);
    const zid = Number(req.para.f_zone_id);
    if (zid === 99) return { code: 3, msg: 'no zone' };
    return {
      data: {
        zone: { ...zone, f_zone_id: zid },
        sensors: [],
        actuators: [],
        valves: [],
        states: [stateOf(zid)],
      },
    };
  });

describe('useSeedActuatorStates', () => {
  it('seeds the states of every zone’s answer and says when every zone answered or failed', async () => {
    const asked: Request[] = [];
    answerZones(asked);
    const { result } = renderHook(() => useSeedActuatorStates([2, 1, 2, 99]));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(Object.keys(useLiveActuatorsStore.getState().byAid)).toEqual(['1', '2']);
    expect(asked).toHaveLength(3);
  });

  it('shares the zone’s one query with a screen showing the zone', async () => {
    const asked: Request[] = [];
    answerZones(asked);
    const { result } = renderHook(() => ({ seeded: useSeedActuatorStates([5]), zone: useZoneQuery(5) }));
    await waitFor(() => expect(result.current.seeded).toBe(true));
    expect(result.current.zone.data?.zone.f_zone_id).toBe(5);
    expect(asked).toHaveLength(1);
  });

  it('does not seed from an answer older than the store’s last clearing, and knows nothing without zones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answerZones([]);
    const first = renderHook(() => useSeedActuatorStates([7]));
    await waitFor(() => expect(first.result.current).toBe(true));
    first.unmount();
    vi.setSystemTime(Date.now() + 1_000);
    liveActuatorsActions.clear();
    const again = renderHook(() => useSeedActuatorStates([7]));
    expect(again.result.current).toBe(false);
    expect(useLiveActuatorsStore.getState().byAid[7]).toBeUndefined();
    await waitFor(() => expect(again.result.current).toBe(true));
    expect(useLiveActuatorsStore.getState().byAid[7]?.state).toBe('closed');
    expect(renderHook(() => useSeedActuatorStates([])).result.current).toBe(false);
  });
});
