/** One screen state from several lists: an error first, then loading, then offline, else ready. */
import type { LiveList, LoadState } from './query';

export type ListsState = { state: LoadState; error: string | null; retry: () => void };

export function listsState(
  lists: readonly Pick<LiveList<unknown>, 'state' | 'error' | 'reload'>[],
): ListsState {
  const retry = () => lists.forEach((list) => list.reload());
  for (const state of ['error', 'loading', 'offline'] as const) {
    const hit = lists.find((list) => list.state === state);
    if (hit) return { state, error: hit.error, retry };
  }
  return { state: 'ready', error: null, retry };
}
