/**
 * The clock's pending timers: a binary heap by due time, then id (creation order). A fleet's clock
 * holds two timers per controller; the sorted array it replaces moved them all on every fire
 * (docs/fleet-profile.md). Cleared timers are dropped lazily, when they reach the top.
 */

export type QueuedTimer = { id: number; due: number; period: number | null; fn: () => void };

const before = (a: QueuedTimer, b: QueuedTimer) => a.due < b.due || (a.due === b.due && a.id < b.id);

export function createTimerQueue() {
  let heap: QueuedTimer[] = [];
  const live = new Map<number, QueuedTimer>();

  const up = (i: number) => {
    const t = heap[i] as QueuedTimer;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const parent = heap[p] as QueuedTimer;
      if (!before(t, parent)) break;
      heap[i] = parent;
      i = p;
    }
    heap[i] = t;
  };
  const down = (i: number) => {
    const t = heap[i] as QueuedTimer;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= heap.length) break;
      const r = l + 1;
      const c = r < heap.length && before(heap[r] as QueuedTimer, heap[l] as QueuedTimer) ? r : l;
      if (!before(heap[c] as QueuedTimer, t)) break;
      heap[i] = heap[c] as QueuedTimer;
      i = c;
    }
    heap[i] = t;
  };
  const popTop = () => {
    const last = heap.pop() as QueuedTimer;
    if (heap.length > 0) {
      heap[0] = last;
      down(0);
    }
  };
  /** Drops cleared timers from the top, so that the top is the next live one. */
  const settle = () => {
    while (heap.length > 0 && live.get((heap[0] as QueuedTimer).id) !== heap[0]) popTop();
  };

  return {
    push(timer: QueuedTimer) {
      live.set(timer.id, timer);
      heap.push(timer);
      up(heap.length - 1);
    },
    /** The next live timer, or undefined. */
    peek(): QueuedTimer | undefined {
      settle();
      return heap[0];
    },
    /** Removes and returns the next live timer. */
    pop(): QueuedTimer | undefined {
      settle();
      const top = heap[0];
      if (!top) return undefined;
      popTop();
      live.delete(top.id);
      return top;
    },
    /** Forgets a timer; true when it was the next one (the host timer must be re-armed). */
    cancel(id: number): boolean {
      const timer = live.get(id);
      if (!timer) return false;
      settle();
      const wasNext = heap[0] === timer;
      live.delete(id);
      // Many cleared timers (a save postponed again and again): rebuild without them.
      if (heap.length > 64 && heap.length > 2 * live.size) {
        heap = heap.filter((t) => live.get(t.id) === t);
        for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
      }
      return wasNext;
    },
    get size() {
      return live.size;
    },
    clear() {
      heap = [];
      live.clear();
    },
  };
}
