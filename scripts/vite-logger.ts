/**
 * Vite's logger without the routine noise of its WebSocket proxy: a browser tab that closes (every
 * e2e test ends with one) resets its /mqtt/ socket, and Vite prints "ws proxy error: ECONNRESET"
 * (or EPIPE) with a stack for each. Those lines buried the real problems in CI logs; every other
 * message, proxy errors with other causes included, is printed as before.
 */
import { createLogger, type Logger } from 'vite';

const routineProxyReset = /ws proxy (socket )?error:[\s\S]*\b(ECONNRESET|EPIPE)\b/;

export function isRoutineProxyReset(message: string): boolean {
  return routineProxyReset.test(message);
}

export function harnessLogger(base: Logger = createLogger()): Logger {
  const error = base.error.bind(base);
  base.error = (message, options) => {
    if (!isRoutineProxyReset(message)) error(message, options);
  };
  return base;
}
