import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SensorData } from '../../protocol/live/sensor.ts';
import { liveReadingsActions, useLiveReadingsStore } from './live-readings-store.ts';

const data = (ts: number, v: number): SensorData => ({
  sn: 'GH0001',
  ts,
  readings: Array.from({ length: 20 }, (_, i) => ({ sid: i + 1, zid: 3, type: 'airTemp', v: v + i, q: 0 })),
});

afterEach(() => liveReadingsActions.clear());

describe('live readings store', () => {
  it('applies a burst of readings in one update per flush, latest value per sid', async () => {
    liveReadingsActions.setFlushMs(20);
    let updates = 0;
    const off = useLiveReadingsStore.subscribe(() => updates++);
    for (let i = 0; i < 200; i++) liveReadingsActions.ingest(data(1000 + i, i));
    expect(updates).toBe(0);
    await vi.waitFor(() => expect(updates).toBe(1));
    const state = useLiveReadingsStore.getState();
    expect(Object.keys(state.bySid)).toHaveLength(20);
    expect(state.bySid[1]).toMatchObject({ v: 199, ts: 1199 });
    expect(state.updatedAt).toBe(1199);
    off();
  });

  it('clear cancels a pending flush', () => {
    liveReadingsActions.ingest(data(1, 1));
    liveReadingsActions.clear();
    liveReadingsActions.flush();
    expect(useLiveReadingsStore.getState().bySid).toEqual({});
  });
});
