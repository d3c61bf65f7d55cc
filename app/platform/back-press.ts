// The packaged app's back button: back where allowed, else a second press within 1 s quits.

/** Seed section 9: a double back press within 1 second quits the packaged app. */
export const EXIT_WINDOW_MS = 1_000;

export type BackPressDeps = {
  now: () => number;
  /** True when the current page allows going back (its allowBack flag) and has somewhere to go. */
  canGoBack: () => boolean;
  goBack: () => void;
  exit: () => void;
  /** Tells the grower that one more press quits. */
  hint: () => void;
};

/** Returns the press handler; each call reports what it did. */
export function createBackPress(
  deps: BackPressDeps,
  windowMs = EXIT_WINDOW_MS,
): () => 'back' | 'hint' | 'exit' {
  let lastPress = Number.NEGATIVE_INFINITY;
  return () => {
    if (deps.canGoBack()) {
      deps.goBack();
      return 'back';
    }
    const now = deps.now();
    if (now - lastPress <= windowMs) {
      lastPress = Number.NEGATIVE_INFINITY;
      deps.exit();
      return 'exit';
    }
    lastPress = now;
    deps.hint();
    return 'hint';
  };
}
