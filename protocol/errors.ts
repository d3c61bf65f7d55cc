/** The error catalogue of the seed (section 8): REST `code` -> message shown or logged. */
export const errorCatalogue = {
  777: 'frontend error code undefined',
  999: 'server unknown error',
  10000: 'no token carried',
  10020: 'resource does not exist',
  10030: 'parameter error',
  10041: 'access token damaged',
  10042: 'refresh token damaged',
  10051: 'access token expired',
  10052: 'refresh token expired',
  10060: 'field duplicated',
  10070: 'not operable',
  10100: 'refresh token abnormal',
  12000: 'account or password incorrect',
  // Not in the seed: the cloud's attempt limits and body limit.
  10031: 'request body too large',
  10090: 'too many attempts, try again later',
} as const;

export type ErrorCode = keyof typeof errorCatalogue;
/** Whether a number is a code of the catalogue. */
export const isErrorCode = (key: number): key is ErrorCode =>
  Object.prototype.hasOwnProperty.call(errorCatalogue, key);

/** The catalogue message for a code, or undefined when the code is not in the catalogue. */
export function catalogueMessage(code: unknown): string | undefined {
  if (typeof code !== 'number' && typeof code !== 'string') return undefined;
  const key = Number(code);
  return isErrorCode(key) ? errorCatalogue[key] : undefined;
}

/** Codes of an MQTT ack (docs/design/protocol.md "Payloads"): 0 success, others a failure the grower is told. */
export const ackCodes = {
  0: 'ok',
  1: 'unknown confTyp or method',
  2: 'bad para',
  3: 'not found',
  4: 'locked',
  5: 'device offline',
  6: 'device did not respond',
  /** Added to the seed's codes: a handler failed inside the controller; nothing was changed. */
  7: 'controller fault',
} as const;

export type AckCode = keyof typeof ackCodes;
