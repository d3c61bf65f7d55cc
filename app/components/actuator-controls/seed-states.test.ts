import { afterEach, describe, expect, it } from 'vitest';
import { liveActuatorsActions, useLiveActuatorsStore } from '../../stores/live-actuators-store';
import { seedActuatorStates } from './seed-states';

const closed = { aid: 1, state: 'closed', pos: 0, mode: 'auto', since: 1_000 };
const off = { aid: 2, state: 'off', mode: 'auto', since: 1_000 };

afterEach(() => liveActuatorsActions.clear());

describe('seedActuatorStates', () => {
  it('seeds the states of a zone query answer', () => {
    expect(seedActuatorStates({ zone: {}, states: [closed, off] })).toBe(2);
    expect(useLiveActuatorsStore.getState().byAid[1]?.state).toBe('closed');
    expect(useLiveActuatorsStore.getState().byAid[2]?.state).toBe('off');
  });

  it('seeds an answer in one store write: the screens following the store are told once', () => {
    let told = 0;
    const stop = useLiveActuatorsStore.subscribe(() => void (told += 1));
    expect(seedActuatorStates({ states: [closed, off, { ...off, aid: 3 }] })).toBe(3);
    stop();
    expect(told).toBe(1);
    expect(seedActuatorStates({ states: [closed, off] })).toBe(0);
  });

  it('keeps a report that arrived first: it is newer than any query answer', () => {
    liveActuatorsActions.apply({
      aid: 1,
      state: 'opening',
      pos: 20,
      target: 50,
      mode: 'manual',
      since: 2_000,
    });
    expect(seedActuatorStates({ states: [closed, off] })).toBe(1);
    expect(useLiveActuatorsStore.getState().byAid[1]?.state).toBe('opening');
  });

  it('ignores entries and answers of unknown shape without throwing', () => {
    expect(seedActuatorStates({ states: [null, { aid: 'x' }, { ...off, state: 'flying' }, closed] })).toBe(1);
    expect(seedActuatorStates({ states: 'nope' })).toBe(0);
    expect(seedActuatorStates(null)).toBe(0);
    expect(seedActuatorStates(JSON.parse(`{"__proto__": {"states": [${JSON.stringify(off)}]}}`))).toBe(0);
  });
});
