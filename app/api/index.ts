// The app's two REST clients, made lazily from the config: the backend and the app-info service.
import { getConfig } from '../config';
import { createHttpClient, type HttpClient } from './http';

export * from './endpoints';
export * from './errors';
export { createHttpClient, answerMessage, readableMessage } from './http';
export type { ApiBody, HttpClient, HttpClientOptions, HttpLog, HttpMethod, SendOptions } from './http';
export type { QueryParams, QueryValue, RequestBody } from './encode';

let timeoutHandler: ((message: string) => void) | undefined;
let backend: HttpClient | undefined;
let appInfoService: HttpClient | undefined;

/** Sets who tells the grower about a network timeout (the snackbar); wired once at start-up. */
export function setNetworkTimeoutHandler(handler: ((message: string) => void) | undefined): void {
  timeoutHandler = handler;
}

const reportTimeout = (message: string) => timeoutHandler?.(message);

/** The client on config.apiBase, for every call but appInfo. */
export function apiClient(): HttpClient {
  backend ??= createHttpClient({ baseUrl: getConfig().apiBase, onNetworkTimeout: reportTimeout });
  return backend;
}

/** The client on config.appInfoBase, for appInfo. */
export function appInfoClient(): HttpClient {
  appInfoService ??= createHttpClient({ baseUrl: getConfig().appInfoBase, onNetworkTimeout: reportTimeout });
  return appInfoService;
}
