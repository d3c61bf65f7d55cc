import { afterEach, describe, expect, it } from 'vitest';
import { connectionActions } from './connection-store';
import { liveReadingsActions } from './live-readings-store';
import { startLastSeen, useLastSeen } from './last-seen-store';

startLastSeen();

afterEach(() => {
  liveReadingsActions.clear();
  connectionActions.reset();
  useLastSeen.setState({ byBase: {} });
});

const data = (ts: number) => ({
  sn: 'S',
  ts,
  readings: [{ sid: 1, zid: null, type: 'outTemp' as const, v: 1, q: 0 as const }],
});

describe('last seen per base', () => {
  it('keeps the newest reading time of the selected base, and of the one before after a switch', () => {
    connectionActions.setBase('farm/a');
    liveReadingsActions.ingest(data(1_000));
    liveReadingsActions.flush();
    liveReadingsActions.ingest(data(2_000));
    liveReadingsActions.flush();
    liveReadingsActions.clear(); // base switch
    connectionActions.setBase('farm/b');
    liveReadingsActions.ingest(data(5_000));
    liveReadingsActions.flush();
    expect(useLastSeen.getState().byBase).toEqual({ 'farm/a': 2_000, 'farm/b': 5_000 });
  });
});
