// @vitest-environment jsdom
// A zone's live reading of one type: the lowest-sid good sensor of that type in that zone, nothing before one.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reading } from '../../../protocol/live/sensor.ts';
import { liveReadingsActions } from '../../stores/live-readings-store.ts';
import { useZoneReading } from './use-zone-reading.ts';

afterEach(() => liveReadingsActions.clear());

const ingest = (ts: number, readings: Reading[]) =>
  act(() => {
    liveReadingsActions.ingest({ sn: 'gh-1', ts, readings });
    liveReadingsActions.flush();
  });

describe('useZoneReading', () => {
  it('is undefined until a good reading of that type arrives in the zone', () => {
    const { result } = renderHook(() => useZoneReading(2, 'airHum'));
    expect(result.current).toBeUndefined();
    ingest(1000, [
      { sid: 1, zid: 1, type: 'airHum', v: 60, q: 0 },
      { sid: 2, zid: 2, type: 'airTemp', v: 20, q: 0 },
      { sid: 3, zid: 2, type: 'airHum', v: null, q: 0 },
      { sid: 4, zid: 2, type: 'airHum', v: 50, q: 1 },
    ]);
    expect(result.current).toBeUndefined();
  });

  it('takes the first sensor of the type by sid and follows its new values', () => {
    const { result } = renderHook(() => useZoneReading(2, 'airHum'));
    ingest(1000, [
      { sid: 9, zid: 2, type: 'airHum', v: 70, q: 0 },
      { sid: 5, zid: 2, type: 'airHum', v: 65, q: 0 },
    ]);
    expect(result.current).toEqual({ v: 65, ts: 1000 });
    ingest(2000, [{ sid: 5, zid: 2, type: 'airHum', v: 66.5, q: 0 }]);
    expect(result.current).toEqual({ v: 66.5, ts: 2000 });
  });
});
