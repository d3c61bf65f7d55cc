import { isErrorCode } from '../../protocol/errors';
import { tooManyAttemptsBody } from '../../protocol/rest';
import type { MessageKey } from '../i18n/keys';

/** How a request failed to get an answer: our 15 s timer, no connection, or a status of 510 and up. */
export type NetworkErrorKind = 'timeout' | 'offline' | 'status';

/** An answer the server gave (status 300..509, or a 2xx that is not a JSON object). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Answers are for the caller to handle or show; the client itself shows nothing (seed section 8). */
  readonly silent = false;
  /** The catalogue key when the code is in the catalogue, so the UI can show it in the grower's language. */
  readonly i18nKey: MessageKey | undefined;

  constructor(
    message: string,
    readonly status: number,
    readonly code: number | string | undefined,
    readonly body: unknown,
  ) {
    super(message);
    const catalogued = Number(code);
    this.i18nKey = isErrorCode(catalogued) ? `errors:${catalogued}` : undefined;
  }
}

/** No answer: a timeout, a network failure, or a status of 510 and up. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(
    message: string,
    readonly kind: NetworkErrorKind,
    /** True when the UI must not show it: logged only, or already reported (the timeout hook). */
    readonly silent: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** True when the error must not reach the grower's screen (a caller should only stop its spinner). */
export function isSilent(error: unknown): boolean {
  return (error instanceof NetworkError || error instanceof ApiError) && error.silent;
}

/**
 * Seconds the cloud asks the grower to wait (HTTP 429 `{ code: 10090, msg, retryAfter }`),
 * checked against the protocol schema; 0 for any other failure.
 */
export function lockoutSeconds(error: unknown): number {
  if (!(error instanceof ApiError) || error.status !== 429) return 0;
  const body = tooManyAttemptsBody.safeParse(error.body);
  return body.success ? body.data.retryAfter : 0;
}
