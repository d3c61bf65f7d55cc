// The login tab (seed section 2): phone, password or SMS code, remember, forgot, mode toggle, WeChat.
import { useState } from 'react';
import { useT } from '../../components/use-t';
import { savedLoginInfo } from '../../stores/session-keys';
import { AuthLink, useAuthNav } from './auth-nav';
import { useCountdown } from './countdown';
import { CodeField, PasswordField, PhoneField } from './fields';
import { requestLoginCode, submitLogin, type LoginMode } from './login-actions';
import { Button, Checkbox } from './ui/controls';
import { WechatButton } from './wechat-button';

export function LoginForm({ initialPhone }: { initialPhone: string }) {
  const t = useT();
  const { go } = useAuthNav();
  const [saved] = useState(() => savedLoginInfo());
  const [mode, setMode] = useState<LoginMode>('password');
  const [phone, setPhone] = useState(initialPhone || saved?.phone || '');
  const [password, setPassword] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [remember, setRemember] = useState(saved?.remember ?? false);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  // While the cloud has locked this phone or device, the button waits and says how long.
  const lockout = useCountdown(0);

  const login = async () => {
    if (busy || lockout.running) return;
    setBusy(true);
    const ok = await submitLogin({ mode, phone, password, authCode, remember }, lockout.start);
    setBusy(false);
    if (ok) go('/', { replace: true });
  };
  const sendCode = async () => {
    if (!countdown.running && (await requestLoginCode(phone, countdown.start))) countdown.start();
  };

  return (
    <form className="gh-stack" noValidate onSubmit={(e) => e.preventDefault()} aria-label={t('common:login')}>
      <PhoneField value={phone} onChange={setPhone} />
      {mode === 'password' ? (
        <PasswordField value={password} onChange={setPassword} onEnter={() => void login()} />
      ) : (
        <CodeField
          value={authCode}
          onChange={setAuthCode}
          onEnter={() => void login()}
          onSend={() => void sendCode()}
          countdown={countdown}
          sendLabel={t('common:getCode')}
        />
      )}
      <div className="gh-row">
        <Checkbox checked={remember} onChange={setRemember}>
          {t('common:rememberMe')}
        </Checkbox>
        <AuthLink to="/Retrieve_password" className="gh-link">
          {t('common:forgotPassword')}
        </AuthLink>
      </div>
      <Button
        variant="contained"
        size="large"
        onClick={() => void login()}
        disabled={busy || lockout.running}
      >
        {lockout.running ? t('common:retryIn', { s: lockout.remaining }) : t('common:login')}
      </Button>
      <div className="gh-row">
        <Button size="small" onClick={() => setMode(mode === 'password' ? 'code' : 'password')}>
          {t(mode === 'password' ? 'common:codeLogin' : 'common:passwordLogin')}
        </Button>
        <WechatButton />
      </div>
    </form>
  );
}
