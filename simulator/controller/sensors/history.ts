/** Per-sensor ring buffers of (ts, value), filled by the readings a controller publishes. */

export type Series = Record<string, Array<[number, number | null]>>;

export type HistoryStore = {
  record(sid: number, ts: number, value: number | null): void;
  /** The latest non-null value of a sensor. */
  last(sid: number): number | undefined;
  /** Averages per `step` bucket over [from, to], bucket start as timestamp; empty buckets left out. */
  query(sids: readonly number[], from: number, to: number, step: number): Series;
  count(sid: number): number;
  forget(sid: number): void;
};

type Ring = { ts: Float64Array; v: Float64Array; head: number; count: number; last?: number };

/** `capacity` samples per sensor (default 12 h at the 5 s cadence); buffers grow as they fill. */
export function createHistory(options: { capacity?: number } = {}): HistoryStore {
  const capacity = Math.max(1, options.capacity ?? 8640);
  const rings = new Map<number, Ring>();

  const grow = (ring: Ring): Ring => {
    const size = Math.min(capacity, ring.ts.length * 2);
    const next: Ring = {
      ts: new Float64Array(size),
      v: new Float64Array(size),
      head: 0,
      count: 0,
      last: ring.last,
    };
    forEach(ring, (t, v) => {
      next.ts[next.count] = t;
      next.v[next.count] = v;
      next.count++;
    });
    next.head = next.count % size;
    return next;
  };

  /** Oldest to newest. */
  const forEach = (ring: Ring, fn: (ts: number, v: number) => void) => {
    const size = ring.ts.length;
    const start = (ring.head - ring.count + size) % size;
    for (let i = 0; i < ring.count; i++) {
      const j = (start + i) % size;
      fn(ring.ts[j] as number, ring.v[j] as number);
    }
  };

  return {
    record(sid, ts, value) {
      let ring = rings.get(sid);
      if (!ring) {
        const size = Math.min(capacity, 256);
        ring = { ts: new Float64Array(size), v: new Float64Array(size), head: 0, count: 0 };
        rings.set(sid, ring);
      }
      if (ring.count === ring.ts.length && ring.ts.length < capacity) {
        ring = grow(ring);
        rings.set(sid, ring);
      }
      ring.ts[ring.head] = ts;
      ring.v[ring.head] = value ?? Number.NaN;
      ring.head = (ring.head + 1) % ring.ts.length;
      ring.count = Math.min(ring.count + 1, ring.ts.length);
      if (value !== null) ring.last = value;
    },
    last: (sid) => rings.get(sid)?.last,
    query(sids, from, to, step) {
      const series: Series = {};
      for (const sid of sids) {
        const buckets = new Map<number, { sum: number; n: number }>();
        const ring = rings.get(sid);
        if (ring) {
          forEach(ring, (t, v) => {
            if (t < from || t > to) return;
            const bucket = Math.floor((t - from) / step);
            const b = buckets.get(bucket) ?? { sum: 0, n: 0 };
            if (!Number.isNaN(v)) {
              b.sum += v;
              b.n++;
            }
            buckets.set(bucket, b);
          });
        }
        series[String(sid)] = [...buckets].map(([bucket, b]) => [
          from + bucket * step,
          b.n > 0 ? Math.round((b.sum / b.n) * 100) / 100 : null,
        ]);
      }
      return series;
    },
    count: (sid) => rings.get(sid)?.count ?? 0,
    forget: (sid) => void rings.delete(sid),
  };
}
