import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingApi, WorldError } from './recording-api';
import { formatSpan } from './use-recording';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the recording panel’s calls', () => {
  it('posts a replay seek and reads the checked status', async () => {
    const fetch = answer(200, {
      active: true,
      trace: 't',
      base: 'farm/a',
      phase: 'paused',
      atMs: 5000,
      durationMs: 9000,
      messages: 3,
      restCalls: 0,
    });
    vi.stubGlobal('fetch', fetch);
    await expect(recordingApi.replayAction({ action: 'seek', atMs: 5000 })).resolves.toMatchObject({
      atMs: 5000,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/sim/world/replay',
      expect.objectContaining({ method: 'POST', body: '{"action":"seek","atMs":5000}' }),
    );
  });

  it('says the world’s own refusal, an unexpected answer, or that the world is unreachable', async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'broken line 2: not JSON; nothing replayed' }));
    await expect(recordingApi.replayAction({ action: 'start', trace: 'broken' })).rejects.toEqual(
      new WorldError('broken line 2: not JSON; nothing replayed'),
    );
    vi.stubGlobal('fetch', answer(200, { recording: 'yes' }));
    await expect(recordingApi.recording()).rejects.toThrow('unexpected answer');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(recordingApi.traces()).rejects.toThrow('unreachable');
  });

  it('formats spans of farm time', () => {
    expect([0, 59_999, 61_000, 3_600_000 + 62_000].map(formatSpan)).toEqual([
      '0:00',
      '0:59',
      '1:01',
      '1:01:02',
    ]);
    expect(recordingApi.downloadUrl('a b')).toBe('/sim/world/traces/a%20b');
  });
});
