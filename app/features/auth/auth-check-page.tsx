// /auth_check: the WeChat callback. Checks the state, then runs the callback (seed section 4) and
// goes on, or shows the hint.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../components/use-t';
import { i18n } from '../../i18n';
import { deviceUuid } from '../../lib/uuid';
import { AuthFrame } from './auth-frame';
import { acceptsState, readCallbackParams } from './auth-callback';
import { runCallback, type CallbackView } from './auth-callback-run';

export function AuthCheckPage() {
  const t = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [params] = useState(() => readCallbackParams(query));
  const valid = acceptsState(params.state, deviceUuid()) && params.token !== '';
  const [view, setView] = useState<CallbackView>(() =>
    valid ? { kind: 'checking' } : { kind: 'message', text: i18n.t('login:invalidState'), severity: 'error' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!valid || started.current) return undefined; // StrictMode runs effects twice; run once.
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void runCallback(params).then(({ view: next, go }) => {
      setView(next);
      if (go) timer = setTimeout(() => void navigate(go.to, { replace: true }), go.delayMs);
    });
    return () => clearTimeout(timer);
  }, [valid, params, navigate]);

  return (
    <AuthFrame>
      <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
        <Typography variant="h6" component="h1">
          {t('login:wechatTitle')}
        </Typography>
        {view.kind === 'checking' ? (
          <>
            <CircularProgress aria-hidden />
            <Typography>{t('login:checking')}</Typography>
          </>
        ) : (
          <>
            <Alert severity={view.severity} sx={{ width: '100%' }} data-testid="auth-check-message">
              {view.text}
            </Alert>
            {view.severity === 'error' && (
              <Button component={RouterLink} to="/login" variant="contained" replace>
                {t('login:backToLogin')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </AuthFrame>
  );
}
