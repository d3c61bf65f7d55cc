import { catalogueMessage } from '../../protocol/errors';
import { i18n } from '../i18n';
import { ApiError, NetworkError } from './errors';
import { buildUrl, encodeBody, type QueryParams, type RequestBody } from './encode';

export type { QueryParams, QueryValue, RequestBody } from './encode';

/** A parsed JSON object answer (the REST envelope before any schema looks at it). */
export type ApiBody = Record<string, unknown>;

/** The four verbs the backend uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the client reports what it logs (prefix '[api]'). */
export type HttpLog = (message: string, detail?: unknown) => void;

/** How to build a client. */
export type HttpClientOptions = {
  /** '' for same origin, else an absolute or path base; no trailing slash needed. */
  baseUrl: string;
  /** Seed section 9: 15 s. */
  timeoutMs?: number;
  log?: HttpLog;
  /** Told the grower-facing timeout message (seed section 8), in the current language. */
  onNetworkTimeout?: (message: string) => void;
  /** The timeout message; defaults to i18n 'network:timeout'. */
  timeoutMessage?: () => string;
};

/** Options of a POST or PUT. */
export type SendOptions = { form?: boolean };

/** The HTTP client of the app: resolves with a 2xx JSON object, rejects with ApiError or NetworkError. */
export type HttpClient = {
  readonly baseUrl: string;
  get: (path: string, params?: QueryParams) => Promise<ApiBody>;
  post: (path: string, body?: RequestBody, options?: SendOptions) => Promise<ApiBody>;
  put: (path: string, body?: RequestBody, options?: SendOptions) => Promise<ApiBody>;
  del: (path: string, params?: QueryParams) => Promise<ApiBody>;
};

const isRecord = (v: unknown): v is ApiBody => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A server message made readable: strings as they are, lists joined, objects as 'key: value'. */
export function readableMessage(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(readableMessage).join('; ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${readableMessage(v)}`)
      .join(', ');
  }
  return JSON.stringify(value) ?? String(value);
}

/** Seed section 8: the catalogue message for body.code, else the server's own message. */
export function answerMessage(body: unknown, status: number): string {
  const fromCatalogue = isRecord(body) ? catalogueMessage(body.code) : undefined;
  if (fromCatalogue !== undefined) return fromCatalogue;
  const server = isRecord(body) ? (body.msg ?? body.message) : body;
  const text = server === undefined || server === null ? '' : readableMessage(server).trim();
  return text === '' ? `${catalogueMessage(777) ?? 'error'} (HTTP ${status})` : text.slice(0, 500);
}

function codeOf(body: unknown): number | string | undefined {
  const code = isRecord(body) ? body.code : undefined;
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Builds a client; every call has its own 15 s abort timer covering the answer's body too. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, timeoutMs = 15_000, onNetworkTimeout } = options;
  const log = options.log ?? ((message, detail) => console.warn(message, detail));
  const timeoutMessage = options.timeoutMessage ?? (() => i18n.t('network:timeout'));

  async function request(
    method: HttpMethod,
    path: string,
    query?: QueryParams,
    body?: RequestBody,
    form = false,
  ) {
    const what = `[api] ${method} ${path}`;
    const encoded = body === undefined ? undefined : encodeBody(body, form);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (encoded?.contentType) headers['Content-Type'] = encoded.contentType;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: encoded?.body,
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) {
        const message = timeoutMessage();
        log(`${what}: timed out after ${timeoutMs} ms`);
        onNetworkTimeout?.(message);
        throw new NetworkError(message, 'timeout', onNetworkTimeout !== undefined);
      }
      const reason = error instanceof Error ? error.message : String(error);
      log(`${what}: network error: ${reason}`, error);
      throw new NetworkError(`${what}: network error: ${reason}`, 'offline', true);
    } finally {
      clearTimeout(timer);
    }
    return answer(what, status, text);
  }

  function answer(what: string, status: number, text: string): ApiBody {
    // Seed section 7: 200 up to below 510 are answers; anything else is a network failure.
    if (status < 200 || status >= 510) {
      log(`${what}: HTTP ${status}, treated as a network error`);
      throw new NetworkError(`${what}: HTTP ${status}`, 'status', true, status);
    }
    const body = parseJson(text);
    if (status < 300) {
      if (isRecord(body)) return body;
      const message = `${what}: HTTP ${status} answer is not a JSON object`;
      log(message, text.slice(0, 200));
      throw new ApiError(message, status, undefined, body);
    }
    const message = answerMessage(body, status);
    log(`${what}: HTTP ${status}: ${message}`, body);
    throw new ApiError(message, status, codeOf(body), body);
  }

  return {
    baseUrl,
    get: (path, params) => request('GET', path, params),
    post: (path, body = {}, opts) => request('POST', path, undefined, body, opts?.form),
    put: (path, body = {}, opts) => request('PUT', path, undefined, body, opts?.form),
    del: (path, params) => request('DELETE', path, params),
  };
}
