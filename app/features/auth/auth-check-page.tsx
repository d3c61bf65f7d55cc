// /auth_check: the WeChat callback. Checks the state, then runs the callback (seed section 4) and
// goes on, or shows the hint.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../components/use-t';
import { i18n } from '../../i18n';
import { deviceUuid } from '../../lib/uuid';
import { AuthFrame } from './auth-frame';
import { AuthLink, useAuthNav } from './auth-nav';
import { acceptsState, readCallbackParams } from './auth-callback';
import { runCallback, type CallbackView } from './auth-callback-run';
import { Notice, Spinner } from './ui/controls';

export function AuthCheckPage() {
  const t = useT();
  const { go, search } = useAuthNav();
  const [params] = useState(() => readCallbackParams(new URLSearchParams(search)));
  const valid = acceptsState(params.state, deviceUuid()) && params.token !== '';
  const [view, setView] = useState<CallbackView>(() =>
    valid ? { kind: 'checking' } : { kind: 'message', text: i18n.t('login:invalidState'), severity: 'error' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!valid || started.current) return undefined; // StrictMode runs effects twice; run once.
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void runCallback(params).then(({ view: next, go: then }) => {
      setView(next);
      if (then) timer = setTimeout(() => go(then.to, { replace: true }), then.delayMs);
    });
    return () => clearTimeout(timer);
  }, [valid, params, go]);

  return (
    <AuthFrame>
      <div className="gh-stack gh-stack--center">
        <h1 className="gh-title">{t('login:wechatTitle')}</h1>
        {view.kind === 'checking' ? (
          <>
            <Spinner />
            <p>{t('login:checking')}</p>
          </>
        ) : (
          <>
            <Notice severity={view.severity} testId="auth-check-message">
              {view.text}
            </Notice>
            {view.severity === 'error' && (
              <AuthLink to="/login" replace className="gh-btn gh-btn--contained">
                {t('login:backToLogin')}
              </AuthLink>
            )}
          </>
        )}
      </div>
    </AuthFrame>
  );
}
