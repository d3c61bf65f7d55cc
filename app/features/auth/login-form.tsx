// The login tab (seed section 2): phone, password or SMS code, remember, forgot, mode toggle, WeChat.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useT } from '../../components/use-t';
import { savedLoginInfo } from '../../stores/session-keys';
import { useCountdown } from './countdown';
import { CodeField, PasswordField, PhoneField } from './fields';
import { requestLoginCode, submitLogin, type LoginMode } from './login-actions';
import { WechatButton } from './wechat-button';

export function LoginForm({ initialPhone }: { initialPhone: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [saved] = useState(() => savedLoginInfo());
  const [mode, setMode] = useState<LoginMode>('password');
  const [phone, setPhone] = useState(initialPhone || saved?.phone || '');
  const [password, setPassword] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [remember, setRemember] = useState(saved?.remember ?? false);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  // Issue 11: while the cloud has locked this phone or device, the button waits and says how long.
  const lockout = useCountdown(0);

  const login = async () => {
    if (busy || lockout.running) return;
    setBusy(true);
    const ok = await submitLogin({ mode, phone, password, authCode, remember }, lockout.start);
    setBusy(false);
    if (ok) void navigate('/', { replace: true });
  };
  const sendCode = async () => {
    if (!countdown.running && (await requestLoginCode(phone, countdown.start))) countdown.start();
  };

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      aria-label={t('common:login')}
    >
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
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Checkbox size="small" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          }
          label={t('common:rememberMe')}
        />
        <Link component={RouterLink} to="/Retrieve_password" underline="hover" variant="body2">
          {t('common:forgotPassword')}
        </Link>
      </Box>
      <Button
        variant="contained"
        size="large"
        onClick={() => void login()}
        disabled={busy || lockout.running}
      >
        {lockout.running ? t('common:retryIn', { s: lockout.remaining }) : t('common:login')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Button size="small" onClick={() => setMode(mode === 'password' ? 'code' : 'password')}>
          {t(mode === 'password' ? 'common:codeLogin' : 'common:passwordLogin')}
        </Button>
        <WechatButton />
      </Box>
    </Stack>
  );
}
