/**
 * Lets a controller's publishes into its MQTT.js client one at a time: never into a back-pressured
 * socket (one 'drain' listener waits for all of them), and never more than `maxInFlight` not yet
 * done. MQTT.js adds a 'drain' listener for each packet it writes into a full socket (and lifts the
 * socket's limit to 1,000); a burst of reports into a broker that stopped reading, or the publishes
 * MQTT.js holds back while it re-sends after a reconnect and then writes at once, piled up one each
 * and warned "1001 drain listeners added to [Socket]". Callers go on in the order they came.
 */
/** What the gate needs of a socket (Node's and readable-stream's duplexes both fit). */
export type DrainingStream = {
  readonly destroyed: boolean;
  readonly writableNeedDrain: boolean;
  on(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
};

export type DrainGate = {
  /**
   * Runs `write` once every earlier caller has written, the socket is not back-pressured (or is
   * gone) and fewer than `maxInFlight` writes are still under way; resolves with what it resolves.
   */
  send<T>(stream: () => DrainingStream | undefined, write: () => Promise<T>): Promise<T>;
};

/** Host ms after which a write still under way no longer counts against `maxInFlight`. */
const slotTimeoutMs = 5000;

export function createDrainGate(maxInFlight = 100): DrainGate {
  let waiting: { stream: DrainingStream; drained: Promise<void> } | undefined;
  const drainedOf = (stream: DrainingStream): Promise<void> => {
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
  let inFlight = 0;
  let freed: (() => void) | undefined;
  const turnOf = async (streamOf: () => DrainingStream | undefined) => {
    while (inFlight >= maxInFlight) await new Promise<void>((resolve) => (freed = resolve));
    // Checked again after each wake-up: an earlier caller's write may have filled the socket anew.
    for (
      let stream = streamOf();
      stream && !stream.destroyed && stream.writableNeedDrain;
      stream = streamOf()
    )
      await drainedOf(stream);
  };
  // One turn after another: a caller looks at the socket only once the caller before it has written.
  let tail: Promise<void> = Promise.resolve();
  return {
    send(streamOf, write) {
      const turn = tail.then(() => turnOf(streamOf));
      tail = turn;
      return turn.then(() => {
        inFlight++;
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          clearTimeout(stuck);
          inFlight--;
          const wake = freed;
          freed = undefined;
          wake?.();
        };
        // A QoS 1 publish whose link was ended never hears back from MQTT.js: its slot is given
        // back after a while, so a controller never stops publishing for good.
        const stuck = setTimeout(release, slotTimeoutMs);
        stuck.unref?.();
        return write().finally(release);
      });
    },
  };
}
