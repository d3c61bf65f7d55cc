/**
 * aedes hands every PUBLISH to mqemitter, which delivers at most `concurrency` (100) at a time and
 * queues the rest in two arrays emptied with `Array.shift()`. A delivery to a subscriber whose socket
 * is full waits for 'drain', so a slow reader fills the slots and the queue grows; past some ten
 * thousand entries V8's shift moves the whole array each time, the broker spends its time in
 * mqemitter's `released` (74 % of the CPU, profiled at 2,500 controllers) and never catches up.
 * Swapping the arrays for first-in-first-out queues with constant-time shift keeps a backlog a
 * backlog: it drains at the rate subscribers read.
 */
import type { Aedes } from 'aedes';

/** push / shift / length, as mqemitter uses its queues; shift is O(1) amortised. */
export class Fifo<T> {
  private items: (T | undefined)[] = [];
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  push(item: T): number {
    this.items.push(item);
    return this.length;
  }

  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head++] = undefined;
    // Compact once the consumed part is both large and most of the array.
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
}

type Queues = { _messageQueue?: unknown; _messageCallbacks?: unknown };

/** Patches a broker made by `Aedes.createBroker` (memory or Redis emitter) before any client. */
export function queueEmitsInFifo(broker: Aedes): void {
  const mq = (broker as unknown as { mq?: Queues }).mq;
  if (!mq || !Array.isArray(mq._messageQueue) || !Array.isArray(mq._messageCallbacks))
    throw new Error('[broker] mqemitter internals changed: _messageQueue/_messageCallbacks are missing');
  if (mq._messageQueue.length > 0) throw new Error('[broker] queueEmitsInFifo: the emitter already queues');
  mq._messageQueue = new Fifo<unknown>();
  mq._messageCallbacks = new Fifo<unknown>();
}
