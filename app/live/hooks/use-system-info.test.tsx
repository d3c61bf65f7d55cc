// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestWorld, stopTestWorld } from '../../test-support/live-world';
import { useSystemInfo } from './use-system-info';

afterEach(stopTestWorld);

const info = {
  sn: 'GH0001',
  name: '一号基地',
  firmware: 'EG-3.5.1',
  time: 1_700_000_000_000,
  uptimeS: 3_600,
  openAlarms: 2,
  timezone: 'Asia/Shanghai',
};

describe('useSystemInfo', () => {
  it('queries the controller’s system record and follows a rename reported by another client', async () => {
    const world = startTestWorld((topic, req) =>
      topic === 'system/conf' && req.confTyp === 'system' && req.method === 'query'
        ? { data: info }
        : undefined,
    );
    const { result } = renderHook(() => useSystemInfo());
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.data).toEqual(info);
    act(() => {
      world.emit('system/confack', {
        confTyp: 'system',
        method: 'update',
        qryId: null,
        code: 0,
        msg: 'ok',
        data: { ...info, name: '东区基地' },
      });
    });
    await waitFor(() => expect(result.current.data?.name).toBe('东区基地'));
  });

  it('says why when the answer is not a system record, or none comes', async () => {
    startTestWorld((topic) => (topic === 'system/conf' ? { data: { sn: 'x' } } : undefined));
    const bad = renderHook(() => useSystemInfo());
    await waitFor(() => expect(bad.result.current.state).toBe('error'));
    expect(bad.result.current.error).not.toBe('');
  });

  it('is offline without a connection', () => {
    expect(renderHook(() => useSystemInfo()).result.current.state).toBe('offline');
  });
});
