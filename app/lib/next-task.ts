// Start-up work in pieces: between two of them the browser paints and answers a tap, where one piece
// after the other made a single long task on a phone-speed CPU.

/** Resolves in a task of its own: a MessageChannel message, which no timer clamp or faked clock delays. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
