/**
 * The live connection as the header shows it (seed section 4): status and subscription status
 * (0 none, 1 up, 2 connecting), the selected base, invalid messages dropped and the last error.
 * Written only by app/live; actions are plain functions so the live layer calls them outside React.
 */
import { create } from 'zustand';
import type { ConnectionState, LiveStatus } from '../live/types.ts';
import { useInTransition } from './in-transition.ts';

export type ConnectionStoreState = {
  status: LiveStatus;
  subscription: LiveStatus;
  /** Messages that failed topic, decoding or schema checks since the connection started. */
  invalidCount: number;
  lastError: string | null;
  base: string | null;
};

const initial: ConnectionStoreState = {
  status: 0,
  subscription: 0,
  invalidCount: 0,
  lastError: null,
  base: null,
};

export const useConnectionStore = create<ConnectionStoreState>()(() => ({ ...initial }));

export const connectionActions = {
  setConnection(state: ConnectionState): void {
    useConnectionStore.setState({
      status: state.status,
      subscription: state.subscription,
      lastError: state.error,
    });
  },
  countInvalid(): void {
    useConnectionStore.setState((s) => ({ invalidCount: s.invalidCount + 1 }));
  },
  setBase(base: string | null): void {
    useConnectionStore.setState({ base });
  },
  reset(): void {
    useConnectionStore.setState({ ...initial });
  },
};

const statusOf = (s: ConnectionStoreState) => s.status;

// Selectors of single values, for components. The live status is followed in a transition: it turns
// 已连接 while the first screen renders (stores/in-transition.ts).
export const useLiveStatus = () => useInTransition(useConnectionStore, statusOf);
export const useSubscriptionStatus = () => useConnectionStore((s) => s.subscription);
export const useInvalidCount = () => useConnectionStore((s) => s.invalidCount);
export const useLiveError = () => useConnectionStore((s) => s.lastError);
