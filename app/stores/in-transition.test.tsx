// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { startTransition, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { useInTransition } from './in-transition';

/** A store whose value can change without telling anyone, as a socket's message does mid-render. */
function quietStore() {
  const listeners = new Set<() => void>();
  const store = {
    state: 0,
    getState: () => store.state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tell: () => listeners.forEach((listener) => listener()),
  };
  return store;
}

const same = (n: number) => n;

function screenWith(read: (store: ReturnType<typeof quietStore>) => number) {
  const store = quietStore();
  const renders = { sibling: 0 };
  function Status() {
    return <span data-testid="status">{read(store)}</span>;
  }
  function Sibling() {
    renders.sibling += 1;
    return null;
  }
  // Rendered after Status in the same pass: the value changes while the screen renders.
  function Changes() {
    store.state = 1;
    return null;
  }
  act(() =>
    startTransition(() => {
      render(
        <>
          <Status />
          <Sibling />
          <Changes />
        </>,
      );
    }),
  );
  return { store, renders };
}

describe('useInTransition', () => {
  it('a store hook renders the whole screen again when its value changes mid-render', () => {
    const { renders } = screenWith((store) => useSyncExternalStore(store.subscribe, store.getState));
    expect(renders.sibling).toBe(2);
  });

  it('renders the screen once, then follows the change in a transition', () => {
    const { store, renders } = screenWith((store) => useInTransition(store, same));
    expect(renders.sibling).toBe(1);
    // The effect took the change made between the render and the subscription.
    expect(screen.getByTestId('status').textContent).toBe('1');
    act(() => {
      store.state = 2;
      store.tell();
    });
    expect(screen.getByTestId('status').textContent).toBe('2');
    expect(renders.sibling).toBe(1);
  });

  it('keeps the held value when the selected value is the same', () => {
    const store = quietStore();
    const seen: object[] = [];
    const pair = (n: number) => ({ even: n % 2 === 0 });
    const sameParity = (a: { even: boolean }, b: { even: boolean }) => a.even === b.even;
    function Parity() {
      seen.push(useInTransition(store, pair, sameParity));
      return null;
    }
    render(<Parity />);
    act(() => {
      store.state = 2;
      store.tell();
    });
    expect(new Set(seen).size).toBe(1);
    act(() => {
      store.state = 3;
      store.tell();
    });
    expect(seen.at(-1)).toEqual({ even: false });
  });
});
