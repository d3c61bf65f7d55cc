// Runs one console action at a time and keeps what came of it: a confirmation or the world's reason for refusing.
import { useCallback, useMemo, useState } from 'react';

export type Outcome = { severity: 'success' | 'error'; text: string; seq: number };

export type ConsoleAction = {
  busy: boolean;
  outcome: Outcome | null;
  /** Runs `act`; on success shows `confirm(result)`, on failure `refuse(message)`; then `after()`. */
  run: <T>(act: () => Promise<T>, confirm: (result: T) => string) => void;
};

/** The action's steps, outside React so a test can await them. */
export async function runAction<T>(
  act: () => Promise<T>,
  confirm: (result: T) => string,
  refuse: (message: string) => string,
): Promise<Omit<Outcome, 'seq'>> {
  try {
    return { severity: 'success', text: confirm(await act()) };
  } catch (e) {
    return { severity: 'error', text: refuse(e instanceof Error ? e.message : String(e)) };
  }
}

export function useConsoleAction(refuse: (message: string) => string, after: () => unknown): ConsoleAction {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(
    <T>(act: () => Promise<T>, confirm: (result: T) => string) => {
      setBusy(true);
      void runAction(act, confirm, refuse).then(async (result) => {
        setOutcome((o) => ({ ...result, seq: (o?.seq ?? 0) + 1 }));
        setBusy(false);
        await after();
      });
    },
    [refuse, after],
  );
  // One object while nothing changes, so the memoized panels that take it skip the console's renders.
  return useMemo(() => ({ busy, outcome, run }), [busy, outcome, run]);
}
