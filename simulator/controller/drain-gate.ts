/**
 * Holds a controller's publishes while its socket is back-pressured, on one 'drain' listener for
 * all of them. MQTT.js adds a 'drain' listener per packet written into a full socket (and lifts the
 * socket's limit to 1,000): a burst of reports into a broker that stopped reading piled up one each
 * and warned "1001 drain listeners added to [Socket]". Waiters go on in the order they came.
 */
import type { Writable } from 'node:stream';

export type DrainGate = {
  /**
   * Resolves when `stream` can take this caller's write: after every earlier caller's turn, and
   * once the socket is not back-pressured (or is gone). The caller writes right when it resolves.
   */
  ready(stream: Writable | undefined): Promise<void>;
};

export function createDrainGate(): DrainGate {
  let waiting: { stream: Writable; drained: Promise<void> } | undefined;
  const drainedOf = (stream: Writable): Promise<void> => {
    if (waiting?.stream === stream) return waiting.drained;
    const drained = new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        if (waiting?.stream === stream) waiting = undefined;
        resolve();
      };
      stream.on('drain', done);
      stream.on('close', done);
    });
    waiting = { stream, drained };
    return drained;
  };
  const writable = async (stream: Writable | undefined) => {
    // Checked again after each wake-up: an earlier waiter's write may have filled the socket anew.
    while (stream && !stream.destroyed && stream.writableNeedDrain) await drainedOf(stream);
  };
  // One turn after another: a caller checks the socket only once the caller before it has written.
  let tail: Promise<void> = Promise.resolve();
  return {
    ready(stream) {
      const turn = tail.then(() => writable(stream));
      tail = turn;
      return turn;
    },
  };
}
