// The class and its board, asked of the world every two seconds while the class panel is open.
import { useCallback } from 'react';
import type { WorldApi } from '../world-api';
import { usePoll } from '../use-poll';

export const classPollMs = 2000;

export function useClass(api: WorldApi, everyMs = classPollMs) {
  const ask = useCallback(() => api.classState(), [api]);
  const { value: state, error, refresh } = usePoll(ask, everyMs);
  return { state, error, refresh };
}
