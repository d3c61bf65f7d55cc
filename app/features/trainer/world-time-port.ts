// Tells the app's world time (app/lib/world-time.ts) that a console action moved the clock, so every
// time the app shows follows at once instead of at its next poll.
import { refreshWorldTime } from '../../lib/world-time';

export function worldTimeChanged(): void {
  // Best effort: the app's world time polls again by itself if this refresh fails.
  void refreshWorldTime().catch(() => undefined);
}
