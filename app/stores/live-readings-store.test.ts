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

  it('marks values from the retained copy as last known until the first live message', () => {
    liveReadingsActions.ingest(data(5000, 10), true);
    liveReadingsActions.flush();
    expect(useLiveReadingsStore.getState()).toMatchObject({ updatedAt: 5000, lastKnown: true });
    expect(useLiveReadingsStore.getState().bySid[1]).toMatchObject({ v: 10, ts: 5000 });
    liveReadingsActions.ingest(data(10_000, 20));
    liveReadingsActions.flush();
    expect(useLiveReadingsStore.getState()).toMatchObject({ updatedAt: 10_000, lastKnown: false });
  });

  it('never lets a retained copy (a reconnect) replace newer live values or mark them last known', () => {
    liveReadingsActions.ingest(data(10_000, 20));
    liveReadingsActions.flush();
    liveReadingsActions.ingest(data(5000, 10), true);
    liveReadingsActions.flush();
    expect(useLiveReadingsStore.getState().bySid[1]).toMatchObject({ v: 20, ts: 10_000 });
    expect(useLiveReadingsStore.getState().lastKnown).toBe(false);
  });

  it("a base switch (clear) starts over: the new base's retained copy is last known again", () => {
    liveReadingsActions.ingest(data(10_000, 20));
    liveReadingsActions.flush();
    liveReadingsActions.clear();
    liveReadingsActions.ingest(data(3000, 7), true);
    liveReadingsActions.flush();
    expect(useLiveReadingsStore.getState()).toMatchObject({ updatedAt: 3000, lastKnown: true });
  });
});
