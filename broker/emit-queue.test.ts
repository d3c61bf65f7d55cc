// The emitter's queues: first in, first out at any length, and a broker whose deliveries wait still
// delivers every message in order once they drain.
import { Aedes } from 'aedes';
import { afterEach, describe, expect, it } from 'vitest';
import { Fifo, queueEmitsInFifo } from './emit-queue.ts';

const brokers: Aedes[] = [];
afterEach(async () => {
  await Promise.all(brokers.splice(0).map((b) => new Promise<void>((resolve) => b.close(() => resolve()))));
});

describe('Fifo', () => {
  it('gives items back in the order they came, across compactions, and undefined when empty', () => {
    const fifo = new Fifo<number>();
    const out: number[] = [];
    for (let i = 0; i < 5000; i++) {
      fifo.push(i);
      if (i % 3 === 0) out.push(fifo.shift()!);
    }
    expect(fifo.length).toBe(5000 - out.length);
    while (fifo.length > 0) out.push(fifo.shift()!);
    expect(out).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    expect(fifo.shift()).toBeUndefined();
    expect(fifo.length).toBe(0);
  });
});

type Emitter = {
  concurrency: number;
  on: (topic: string, notify: (packet: unknown, done: () => void) => void, done?: () => void) => void;
  emit: (packet: { topic: string; n: number }, cb?: () => void) => void;
  _messageQueue: unknown;
};

describe('queueEmitsInFifo', () => {
  it("replaces aedes' emitter queues and keeps the order of a backlog behind waiting deliveries", async () => {
    const broker = await Aedes.createBroker();
    brokers.push(broker);
    queueEmitsInFifo(broker);
    const mq = (broker as unknown as { mq: Emitter }).mq;
    expect(mq._messageQueue).toBeInstanceOf(Fifo);
    // Every delivery waits, as one to a full socket does: the slots fill and the rest queue.
    const waiting: Array<() => void> = [];
    const seen: number[] = [];
    await new Promise<void>((resolve) =>
      mq.on(
        't',
        (packet, done) => {
          seen.push((packet as { n: number }).n);
          waiting.push(done);
        },
        resolve,
      ),
    );
    const total = mq.concurrency + 500;
    for (let n = 0; n < total; n++) mq.emit({ topic: 't', n });
    expect(seen.length).toBe(mq.concurrency);
    while (waiting.length > 0) waiting.shift()!();
    expect(seen).toEqual(Array.from({ length: total }, (_, n) => n));
  });

  it('refuses an emitter without the queues it replaces', () => {
    expect(() => queueEmitsInFifo({ mq: {} } as unknown as Aedes)).toThrow(/internals changed/);
  });
});
