/**
 * A store's value as a screen follows it in a transition. Read through a store hook
 * (useSyncExternalStore), a value that changes while React renders a screen in slices makes React
 * throw those slices away and render the whole screen again in one task: the live status turning
 * 已连接 during the first render of the shell and the trainer console did that, a 110 ms task on a
 * phone-speed CPU. Followed in a transition, the change waits for the render under way instead.
 */
import { startTransition, useEffect, useState } from 'react';

type Store<S> = { getState: () => S; subscribe: (listener: () => void) => () => void };

/** `select` and `same` must be stable (module-level functions): they are read once per mount. */
export function useInTransition<S, T>(
  store: Store<S>,
  select: (state: S) => T,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const [held, setHeld] = useState(() => select(store.getState()));
  useEffect(() => {
    const update = () => {
      const now = select(store.getState());
      startTransition(() => setHeld((prev) => (same(prev, now) ? prev : now)));
    };
    // A change between the first render and this effect is taken here.
    update();
    return store.subscribe(update);
  }, [store, select, same]);
  return held;
}
