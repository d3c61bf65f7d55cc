// The harness's Vite logger drops only the proxy's routine socket resets.
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from 'vite';
import { harnessLogger, isRoutineProxyReset } from './vite-logger.ts';

const reset = '\u001b[31mws proxy socket error:\u001b[39m\nError: read ECONNRESET\n    at TCP.onStreamRead';

describe('harnessLogger', () => {
  it('recognises the proxy resets and nothing else', () => {
    expect(isRoutineProxyReset(reset)).toBe(true);
    expect(isRoutineProxyReset('ws proxy error:\nError: write EPIPE')).toBe(true);
    expect(isRoutineProxyReset('ws proxy error:\nError: connect ECONNREFUSED 127.0.0.1:18883')).toBe(false);
    expect(isRoutineProxyReset('http proxy error: /api/login\nError: read ECONNRESET')).toBe(false);
  });

  it('passes every other error through to the base logger', () => {
    const base = createLogger('silent');
    const error = vi.spyOn(base, 'error');
    const logger = harnessLogger(base);
    logger.error(reset);
    logger.error('ws proxy error:\nError: connect ECONNREFUSED 127.0.0.1:18883');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('ECONNREFUSED');
  });
});
