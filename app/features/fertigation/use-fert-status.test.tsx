// @vitest-environment jsdom
// The centre's live status: asked with its fid, then patched by reports (its own centre's only).
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Request } from '../../../protocol/live/envelope.ts';
import { startTestWorld, stopTestWorld } from '../../test-support/live-world.ts';
import { fakeStatus } from './fake-status';
import { useFertStatus } from './use-fert-status';

afterEach(async () => {
  await stopTestWorld();
});

const report = (data: unknown) => ({
  confTyp: 'fertigation',
  method: 'cmd',
  qryId: null,
  code: 0,
  msg: 'ok',
  data,
});

describe('useFertStatus', () => {
  it('asks the status of its centre and follows its unsolicited reports', async () => {
    const asked: Request[] = [];
    const world = startTestWorld((topic, req) => {
      if (topic !== 'fertigation/cmd') return undefined;
      asked.push(req);
      return { data: fakeStatus() };
    });
    const { result } = renderHook(() => useFertStatus(1));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(asked[0]?.para).toEqual({ action: 'status', fid: 1 });
    expect(result.current.data?.tanks[0]?.volumeL).toBe(620);

    const dry = fakeStatus({
      ts: fakeStatus().ts + 10_000,
      state: 'stopped',
      stopReason: 'tankEmpty',
      stopTank: 'A罐',
    });
    act(() => void world.emit('fertigation/cmdack', report(fakeStatus({ fid: 2, ts: dry.ts }))));
    act(() => void world.emit('fertigation/cmdack', report(dry)));
    await waitFor(() => expect(result.current.data?.state).toBe('stopped'));
    expect(result.current.data?.stopTank).toBe('A罐');
    expect(asked).toHaveLength(1);
  });

  it('shows the controller’s refusal as an error', async () => {
    startTestWorld((topic) => (topic === 'fertigation/cmd' ? { code: 1, msg: 'not supported' } : undefined));
    const { result } = renderHook(() => useFertStatus(1));
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.error).toMatch(/\S/);
  });

  it('asks nothing without a centre', () => {
    const { result } = renderHook(() => useFertStatus(null));
    expect(result.current.state).toBe('idle');
  });
});
