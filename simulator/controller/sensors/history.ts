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

export type HistoryOptions = {
  /** Raw samples per sensor (default 8640: 12 h at the 5 s cadence). */
  capacity?: number;
  /** Width of the long-term tier's mean buckets, ms (default 5 min). */
  coarseStepMs?: number;
  /** Buckets per sensor in the long-term tier (default 9216: 32 days of 5 min); 0 turns it off. */
  coarseCapacity?: number;
};

/**
 * Two tiers per sensor: the raw samples (`capacity`, default 12 h at the 5 s cadence) and means per
 * `coarseStepMs` (default 32 days of 5 min buckets) that answer for the time before the oldest raw
 * sample. Buffers grow as they fill.
 */
export function createHistory(options: HistoryOptions = {}): HistoryStore {
  const capacity = Math.max(1, options.capacity ?? 8640);
  const coarseStep = Math.max(1, options.coarseStepMs ?? 300_000);
  const coarseCapacity = Math.max(0, options.coarseCapacity ?? 9216);
  const rings = new Map<number, Ring>();
  const coarse = new Map<number, Ring>();
  const pending = new Map<number, { bucket: number; sum: number; n: number }>();

  const push = (map: Map<number, Ring>, cap: number, sid: number, ts: number, value: number | null) => {
    let ring = map.get(sid);
    if (!ring) {
      const size = Math.min(cap, 256);
      ring = { ts: new Float64Array(size), v: new Float64Array(size), head: 0, count: 0 };
      map.set(sid, ring);
    }
    if (ring.count === ring.ts.length && ring.ts.length < cap) {
      ring = grow(ring, cap);
      map.set(sid, ring);
    }
    ring.ts[ring.head] = ts;
    ring.v[ring.head] = value ?? Number.NaN;
    ring.head = (ring.head + 1) % ring.ts.length;
    ring.count = Math.min(ring.count + 1, ring.ts.length);
    if (value !== null) ring.last = value;
  };

  const feedCoarse = (sid: number, ts: number, value: number | null) => {
    if (coarseCapacity === 0 || value === null) return;
    const bucket = Math.floor(ts / coarseStep);
    const acc = pending.get(sid);
    if (acc && acc.bucket === bucket) {
      acc.sum += value;
      acc.n++;
      return;
    }
    if (acc && acc.n > 0) push(coarse, coarseCapacity, sid, acc.bucket * coarseStep, acc.sum / acc.n);
    pending.set(sid, { bucket, sum: value, n: 1 });
  };

  const grow = (ring: Ring, cap: number): Ring => {
    const size = Math.min(cap, ring.ts.length * 2);
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

  const oldestOf = (ring: Ring) => {
    const size = ring.ts.length;
    // Asked only of a ring with samples: the slot is inside it.
    return ring.ts[(ring.head - ring.count + size) % size] ?? Infinity;
  };

  /** Oldest to newest. */
  const forEach = (ring: Ring, fn: (ts: number, v: number) => void) => {
    const size = ring.ts.length;
    const start = (ring.head - ring.count + size) % size;
    for (let i = 0; i < ring.count; i++) {
      const j = (start + i) % size;
      fn(ring.ts[j] ?? Number.NaN, ring.v[j] ?? Number.NaN); // j < size: always a slot
    }
  };

  return {
    record(sid, ts, value) {
      push(rings, capacity, sid, ts, value);
      feedCoarse(sid, ts, value);
    },
    last: (sid) => rings.get(sid)?.last,
    query(sids, from, to, step) {
      const series: Series = {};
      for (const sid of sids) {
        const buckets = new Map<number, { sum: number; n: number }>();
        const add = (t: number, v: number) => {
          if (t < from || t > to) return;
          const bucket = Math.floor((t - from) / step);
          const b = buckets.get(bucket) ?? { sum: 0, n: 0 };
          if (!Number.isNaN(v)) {
            b.sum += v;
            b.n++;
          }
          buckets.set(bucket, b);
        };
        const ring = rings.get(sid);
        // The long-term tier answers only before the oldest raw sample (whole buckets).
        const oldest = ring && ring.count > 0 ? oldestOf(ring) : Infinity;
        const older = coarse.get(sid);
        if (older && from < oldest)
          forEach(older, (t, v) => {
            if (t + coarseStep <= oldest) add(t, v);
          });
        const acc = pending.get(sid);
        if (acc && acc.n > 0 && (acc.bucket + 1) * coarseStep <= oldest)
          add(acc.bucket * coarseStep, acc.sum / acc.n);
        if (ring) forEach(ring, add);
        series[String(sid)] = [...buckets].map(([bucket, b]) => [
          from + bucket * step,
          b.n > 0 ? Math.round((b.sum / b.n) * 100) / 100 : null,
        ]);
      }
      return series;
    },
    count: (sid) => rings.get(sid)?.count ?? 0,
    forget: (sid) => {
      rings.delete(sid);
      coarse.delete(sid);
      pending.delete(sid);
    },
  };
}
