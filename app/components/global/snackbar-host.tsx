// The top snackbar (seed: 3 s, closable; 2 s on the registration form), fed by the ui store. Drawn
// without MUI: it is on every screen, the light /login included (app/login-main.tsx).
import { useEffect, useRef } from 'react';
import { useT } from '../use-t';
import { closeSnackbar, useUi } from '../../stores/ui-store';

export function SnackbarHost() {
  const t = useT();
  const snack = useUi((s) => s.snack);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hideLater = () => {
    clearTimeout(timer.current);
    if (snack && snack.durationMs > 0) timer.current = setTimeout(closeSnackbar, snack.durationMs);
  };
  // A new message restarts the time; pointing at it holds it (as MUI's Snackbar did).
  useEffect(() => {
    hideLater();
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the message, not the closure
  }, [snack]);
  if (!snack) return null;
  return (
    <div className="gh-snackbar" onMouseEnter={() => clearTimeout(timer.current)} onMouseLeave={hideLater}>
      <div
        key={snack.id}
        role="alert"
        className={`gh-snackbar__alert gh-snackbar__alert--${snack.severity}`}
        data-testid="snackbar"
      >
        <span className="gh-snackbar__message">{snack.message}</span>
        <button
          type="button"
          className="gh-snackbar__close"
          title={t('common:close')}
          aria-label={t('common:close')}
          onClick={closeSnackbar}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
