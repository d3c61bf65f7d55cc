// /retrieve_password: reset by phone + SMS code (safecode) + new password twice (SCREENS.md).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useT } from '../../components/use-t';
import { AuthFrame } from './auth-frame';
import { useCountdown } from './countdown';
import { CodeField, PasswordField, PhoneField } from './fields';
import { requestResetCode, submitRetrieve } from './retrieve-actions';

export function RetrievePasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const sendCode = async () => {
    if (!countdown.running && (await requestResetCode(phone, countdown.start))) countdown.start();
  };
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const done = await submitRetrieve({ phone, code, password, again });
    setBusy(false);
    if (done) void navigate('/login', { replace: true, state: { phone: phone.trim() } });
  };
  return (
    <AuthFrame>
      <Stack spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
        <Typography variant="h6" component="h1">
          {t('routes:retrievePassword')}
        </Typography>
        <PhoneField value={phone} onChange={setPhone} />
        <CodeField
          value={code}
          onChange={setCode}
          onSend={() => void sendCode()}
          countdown={countdown}
          sendLabel={t('common:getCode')}
        />
        <PasswordField value={password} onChange={setPassword} toggle label={t('auth:newPassword')} />
        <PasswordField
          value={again}
          onChange={setAgain}
          onEnter={() => void submit()}
          toggle
          label={t('login:newPasswordAgain')}
        />
        <Button variant="contained" size="large" onClick={() => void submit()} disabled={busy}>
          {t('login:submit')}
        </Button>
        <Button component={RouterLink} to="/login">
          {t('login:backToLogin')}
        </Button>
      </Stack>
    </AuthFrame>
  );
}
