// The installable app's state: a new version's service worker waiting, and how to switch to it.
import { create } from 'zustand';

export type PwaState = {
  /** A new service worker is installed and waiting: the update prompt is open. */
  updateWaiting: boolean;
  /** Activates the waiting worker; the page reloads once it controls the page. */
  applyUpdate: (() => Promise<void>) | null;
  /** The prompt was shown on this page already (Workbox may report one waiting worker twice). */
  offered: boolean;
};

export const usePwa = create<PwaState>(() => ({ updateWaiting: false, applyUpdate: null, offered: false }));

/** A new version is waiting: open the prompt with the way to switch to it, once per page load. */
export function offerReload(applyUpdate: () => Promise<void>): void {
  if (usePwa.getState().offered) return void usePwa.setState({ applyUpdate });
  usePwa.setState({ updateWaiting: true, applyUpdate, offered: true });
}

/** "Later": close the prompt; it asks again on the next page load, and the new version takes over
 * by itself once every tab of the app is closed. */
export function dismissReload(): void {
  usePwa.setState({ updateWaiting: false });
}

/** "Reload": activate the waiting worker (it reloads the page). */
export async function acceptReload(): Promise<void> {
  const { applyUpdate } = usePwa.getState();
  usePwa.setState({ updateWaiting: false });
  await applyUpdate?.();
}
