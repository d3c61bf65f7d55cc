/**
 * A base's online state on the company screen, from the same sources as /device/server: the selected
 * base by the live connection and its controller's answer; the others only by when this session last
 * heard from them (the app listens to one base at a time).
 */
import type { LoadState } from '../../live/query';

export type BaseState = 'online' | 'connecting' | 'offline' | 'silent' | 'seen' | 'unknown';

export function baseState(input: {
  selected: boolean;
  status: 0 | 1 | 2;
  system: LoadState | undefined;
  lastSeen: number | undefined;
}): BaseState {
  if (!input.selected) return input.lastSeen === undefined ? 'unknown' : 'seen';
  if (input.status === 0) return 'offline';
  if (input.status === 2) return 'connecting';
  if (input.system === 'error') return 'silent';
  return input.system === 'ready' ? 'online' : 'connecting';
}

export const stateColour: Record<BaseState, 'success' | 'warning' | 'error' | 'default'> = {
  online: 'success',
  connecting: 'warning',
  offline: 'error',
  silent: 'error',
  seen: 'default',
  unknown: 'default',
};
