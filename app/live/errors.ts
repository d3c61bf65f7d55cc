/**
 * Errors a live request rejects with. `key` is the i18n key a screen translates (app/i18n `live.*`:
 * ackTimeout and ack1..ack6 exist there); `message` is a plain English sentence a grower can read
 * when no translation is at hand. A refusal because an interlocked partner runs carries the
 * partner in `params.interlockedWith` (its name) and `params.interlockedAid`.
 */
export type AckFailureKey = 'live.ack1' | 'live.ack2' | 'live.ack3' | 'live.ack4' | 'live.ack5' | 'live.ack6';

export type LiveErrorKey =
  | 'live.ackTimeout'
  | AckFailureKey
  | 'live.offline'
  | 'live.noBase'
  | 'live.badRequest'
  | 'live.cancelled'
  | 'live.closed';

export type LiveErrorParams = Record<string, string | number>;

/** Ack codes of docs/design/protocol.md "Payloads", worded for the grower. */
export const ackCodeTexts: Record<number, string> = {
  1: 'the controller does not know this request',
  2: 'the request has a bad parameter',
  3: 'not found',
  4: 'locked by a manual override or a running program',
  5: 'the device is offline',
  6: 'the device did not respond',
};

const refused = (p: LiveErrorParams) => `The controller refused the request (code ${p.code}): ${p.msg}`;

const texts: Record<LiveErrorKey, (p: LiveErrorParams) => string> = {
  'live.ackTimeout': (p) =>
    `The controller did not answer within ${p.seconds} s. Check that it is online and try again.`,
  'live.ack1': refused,
  'live.ack2': refused,
  'live.ack3': refused,
  'live.ack4': refused,
  'live.ack5': refused,
  'live.ack6': refused,
  'live.offline': () => 'Not connected to the live channel. Wait for the connection and try again.',
  'live.noBase': () => 'No base server is selected.',
  'live.badRequest': (p) => `The request was not sent because it is malformed: ${p.reason}`,
  'live.cancelled': () => 'The request was cancelled because another base server was selected.',
  'live.closed': () => 'The live connection was closed.',
};

export const ackKeys: Partial<Record<number, AckFailureKey>> = {
  1: 'live.ack1',
  2: 'live.ack2',
  3: 'live.ack3',
  4: 'live.ack4',
  5: 'live.ack5',
  6: 'live.ack6',
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
