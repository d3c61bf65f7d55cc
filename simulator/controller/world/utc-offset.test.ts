// The offset of a zone at an instant, kept per quarter hour: right on both sides of a DST change.
import { describe, expect, it } from 'vitest';
import { utcOffsetOf } from './utc-offset.ts';

/** The offset as Intl gives it at `ts`, asked afresh. */
function reference(ts: number, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const name = format.formatToParts(ts).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

describe('utcOffsetOf', () => {
  it('follows every minute across DST changes, with half- and three-quarter-hour zones', () => {
    const sweeps: Array<[string, number]> = [
      ['America/New_York', Date.UTC(2025, 2, 9, 0)], // spring forward at 07:00 UTC
      ['America/New_York', Date.UTC(2025, 10, 2, 0)], // fall back at 06:00 UTC
      ['Australia/Lord_Howe', Date.UTC(2025, 3, 5, 10)], // half an hour back at 15:00 UTC
      ['Pacific/Chatham', Date.UTC(2025, 8, 27, 8)], // +12:45 -> +13:45 at 14:00 UTC
      ['Asia/Kathmandu', Date.UTC(2025, 5, 1, 0)],
    ];
    for (const [zone, from] of sweeps) {
      const seen = new Set<number>();
      for (let ts = from; ts < from + 12 * 3_600_000; ts += 60_000 + 7) {
        const offset = utcOffsetOf(ts, zone);
        expect(offset, `${zone} at ${new Date(ts).toISOString()}`).toBe(reference(ts, zone));
        seen.add(offset);
      }
      expect(seen.size, zone).toBe(zone === 'Asia/Kathmandu' ? 1 : 2);
    }
    expect(utcOffsetOf(Date.UTC(2025, 5, 1), 'Asia/Shanghai')).toBe(480);
  });

  it('answers 0 for a zone it does not know', () => {
    expect(utcOffsetOf(Date.UTC(2025, 5, 1), 'Mars/Olympus_Mons')).toBe(0);
  });
});
