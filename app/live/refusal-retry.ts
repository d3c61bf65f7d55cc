/**
 * What follows a refused CONNACK. MQTT.js stops reconnecting after one, so after a broker
 * or cloud restart the app sat dead without a word. The policy (the wiring: is the session token
 * still good?) decides: retry after a back-off of 1 s doubling to 30 s, or stop for good.
 */
import type { LiveLog, RefusalPolicy } from './types.ts';

/** CONNACK return codes that end MQTT.js's retries: 2 id rejected, 3 unavailable, 4 credentials, 5 not authorised. */
export function refusedCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code >= 2 && code <= 5 ? code : undefined;
}

export const firstRetryMs = 1_000;
export const maxRetryMs = 30_000;

export function createRefusalRetry(options: {
  policy: RefusalPolicy | undefined;
  reconnect: () => void;
  log: LiveLog;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}) {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let attempts = 0;
  let timer: unknown;
  let stopped = false;
  return {
    refused(error: unknown): void {
      const code = refusedCode(error);
      if (code === undefined || stopped || !options.policy) return;
      const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** attempts);
      attempts += 1;
      Promise.resolve(options.policy(code)).then(
        (next) => {
          if (stopped) return;
          if (next === 'stop') return options.log(`[live] connection refused (${code}): not retrying`);
          options.log(`[live] connection refused (${code}): retrying in ${delay} ms`);
          clearTimer(timer);
          timer = setTimer(() => {
            timer = undefined;
            if (!stopped) options.reconnect();
          }, delay);
        },
        (error: unknown) => options.log(`[live] refusal policy failed: ${String(error)}`),
      );
    },
    connected(): void {
      attempts = 0;
    },
    stop(): void {
      stopped = true;
      clearTimer(timer);
    },
  };
}
