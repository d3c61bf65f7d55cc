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

  /** Moves `t` from slot `i` towards the top until its parent is due first. */
  const up = (i: number, t: QueuedTimer) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      const parent = heap[p];
      if (parent === undefined || !before(t, parent)) break;
      heap[i] = parent;
      i = p;
    }
    heap[i] = t;
  };
  /** Moves `t` from slot `i` towards the bottom until both children are due after it. */
  const down = (i: number, t: QueuedTimer) => {
    for (;;) {
      const l = 2 * i + 1;
      const left = l < heap.length ? heap[l] : undefined;
      if (left === undefined) break;
      const right = l + 1 < heap.length ? heap[l + 1] : undefined;
      let c = l;
      let child = left;
      if (right !== undefined && before(right, left)) {
        c = l + 1;
        child = right;
      }
      if (!before(child, t)) break;
      heap[i] = child;
      i = c;
    }
    heap[i] = t;
  };
  const popTop = () => {
    const last = heap.pop();
    if (last !== undefined && heap.length > 0) down(0, last);
  };
  /** Drops cleared timers from the top, so that the top is the next live one. */
  const settle = () => {
    for (let top = heap[0]; top !== undefined && live.get(top.id) !== top; top = heap[0]) popTop();
  };

  return {
    push(timer: QueuedTimer) {
      live.set(timer.id, timer);
      heap.push(timer);
      up(heap.length - 1, timer);
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
        for (let i = (heap.length >> 1) - 1; i >= 0; i--) {
          const t = heap[i];
          if (t !== undefined) down(i, t);
        }
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
