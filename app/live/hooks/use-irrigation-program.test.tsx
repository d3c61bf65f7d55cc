// @vitest-environment jsdom
// The rotation program: its status asked once and followed by reports; commands pending, then done or refused.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Request } from '../../../protocol/live/envelope.ts';
import type { IrrigationStatus } from '../../../protocol/live/irrigation.ts';
import { startTestWorld, stopTestWorld } from '../../test-support/live-world.ts';
import { useIrrigationProgram, useIrrigationStatus } from './use-irrigation-program.ts';

afterEach(async () => {
  await stopTestWorld();
});

const idle: IrrigationStatus = {
  state: 'idle',
  pid: null,
  vid: null,
  valveIndex: 0,
  valveCount: 0,
  remainingS: 0,
  startedAt: null,
};
const running: IrrigationStatus = {
  ...idle,
  state: 'running',
  pid: 2,
  vid: 5,
  valveCount: 3,
  remainingS: 90,
};
const report = (data: unknown) => ({
  confTyp: 'rotationIrrigation',
  method: 'cmd',
  qryId: null,
  code: 0,
  msg: 'ok',
  data,
});

describe('useIrrigationStatus', () => {
  it('asks the status once and follows the progress reports, ignoring malformed ones', async () => {
    const asked: Request[] = [];
    const world = startTestWorld((topic, req) => {
      if (topic !== 'rotationIrrigation/cmd') return undefined;
      asked.push(req);
      return { data: idle };
    });
    const { result } = renderHook(() => useIrrigationStatus());
    await waitFor(() => expect(result.current.status?.state).toBe('idle'));
    expect(asked[0]?.para).toEqual({ action: 'status' });
    act(() => void world.emit('rotationIrrigation/cmdack', report({ state: 'bogus' })));
    act(() => void world.emit('rotationIrrigation/cmdack', report(running)));
    await waitFor(() => expect(result.current.status?.state).toBe('running'));
    expect(result.current.status?.remainingS).toBe(90);
    expect(asked).toHaveLength(1);
  });
});

describe('useIrrigationProgram', () => {
  it('sends a start with its plan and is pending until the ack', async () => {
    const asked: Request[] = [];
    startTestWorld((topic, req) => {
      if (topic !== 'rotationIrrigation/cmd') return undefined;
      asked.push(req);
      return { data: idle };
    });
    const { result } = renderHook(() => useIrrigationProgram());
    await waitFor(() => expect(result.current.status).not.toBeNull());
    let sent: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sent = result.current.command('start', 2);
    });
    expect(result.current.pending).toBe('start:2');
    await act(async () => expect(await sent).toBe(true));
    expect(result.current.pending).toBeNull();
    expect(result.current.error).toBeNull();
    expect(asked.at(-1)?.para).toEqual({ action: 'start', pid: 2 });
  });

  it('shows the controller’s refusal in words and reports failure', async () => {
    startTestWorld((topic, req) => {
      if (topic !== 'rotationIrrigation/cmd') return undefined;
      return req.para && (req.para as { action: string }).action === 'status'
        ? { data: idle }
        : { code: 1, msg: 'nothing to pause' };
    });
    const { result } = renderHook(() => useIrrigationProgram());
    await waitFor(() => expect(result.current.status).not.toBeNull());
    let ok = true;
    await act(async () => {
      ok = await result.current.command('pause');
    });
    expect(ok).toBe(false);
    expect(result.current.error).toMatch(/nothing to pause/);
    expect(result.current.pending).toBeNull();
  });
});
