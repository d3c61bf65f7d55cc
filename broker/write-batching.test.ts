import { Duplex } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { batchWritesPerTurn } from './write-batching.ts';

/** A duplex that records each system-call-sized write: one entry per writev of N chunks. */
function recorder() {
  const writes: string[][] = [];
  const conn = new Duplex({
    read() {},
    writev(chunks, done) {
      writes.push(chunks.map((c) => String(c.chunk)));
      done();
    },
    write(chunk: Buffer, _encoding, done) {
      writes.push([String(chunk)]);
      done();
    },
  });
  return { conn, writes };
}

describe('batchWritesPerTurn', () => {
  it("gathers the packets of one turn's deliveries into one write, each corked as mqtt-packet does", async () => {
    const { conn, writes } = recorder();
    batchWritesPerTurn(conn);
    const deliver = (text: string) =>
      setImmediate(() => {
        conn.cork();
        conn.write(text);
        process.nextTick(() => conn.uncork());
      });
    ['a', 'b', 'c'].forEach(deliver);
    await vi.waitFor(() => expect(writes.flat()).toEqual(['a', 'b', 'c']));
    expect(writes).toEqual([['a', 'b', 'c']]);

    deliver('d');
    await vi.waitFor(() => expect(writes).toEqual([['a', 'b', 'c'], ['d']]));
  });

  it('writes one packet per write without the batching (what it saves)', async () => {
    const { conn, writes } = recorder();
    for (const text of ['a', 'b'])
      setImmediate(() => {
        conn.cork();
        conn.write(text);
        process.nextTick(() => conn.uncork());
      });
    await vi.waitFor(() => expect(writes).toEqual([['a'], ['b']]));
  });

  it('leaves a socket destroyed before the turn ends alone', async () => {
    const { conn, writes } = recorder();
    batchWritesPerTurn(conn);
    conn.write('lost');
    conn.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([]);
    expect(conn.destroyed).toBe(true);
  });
});
