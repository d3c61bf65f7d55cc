/**
 * Errors a live request rejects with. `key` is the i18n key a screen translates; `message` is a
 * plain English sentence a grower can read when no translation is at hand.
 */
export type LiveErrorKey =
  | 'live.timeout'
  | 'live.ackFailed'
  | 'live.offline'
  | 'live.noBase'
  | 'live.badRequest'
  | 'live.cancelled'
  | 'live.closed';

export type LiveErrorParams = Record<string, string | number>;

/** Ack codes of PROTOCOL.md "Payloads", worded for the grower. */
export const ackCodeTexts: Record<number, string> = {
  1: 'the controller does not know this request',
  2: 'the request has a bad parameter',
  3: 'not found',
  4: 'locked by a manual override or a running program',
  5: 'the device is offline',
  6: 'the device did not respond',
};

const texts: Record<LiveErrorKey, (p: LiveErrorParams) => string> = {
  'live.timeout': (p) =>
    `The controller did not answer within ${p.seconds} s. Check that it is online and try again.`,
  'live.ackFailed': (p) => `The controller refused the request (code ${p.code}): ${p.msg}`,
  'live.offline': () => 'Not connected to the live channel. Wait for the connection and try again.',
  'live.noBase': () => 'No base server is selected.',
  'live.badRequest': (p) => `The request was not sent because it is malformed: ${p.reason}`,
  'live.cancelled': () => 'The request was cancelled because another base server was selected.',
  'live.closed': () => 'The live connection was closed.',
};

export class LiveError extends Error {
  readonly key: LiveErrorKey;
  readonly params: LiveErrorParams;

  constructor(key: LiveErrorKey, params: LiveErrorParams = {}) {
    super(texts[key](params));
    this.name = 'LiveError';
    this.key = key;
    this.params = params;
  }
}

/** The rejection for an ack with a nonzero code: carries the code and the controller's message. */
export function ackError(code: number, msg: string | undefined): LiveError {
  const text = msg && msg.trim() !== '' && msg !== 'ok' ? msg : (ackCodeTexts[code] ?? 'unknown error');
  return new LiveError('live.ackFailed', { code, msg: text });
}
