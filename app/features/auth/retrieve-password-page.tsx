// /retrieve_password: reset by phone + SMS code (safecode) + new password twice (docs/design/screens.md).
import { useState } from 'react';
import { useT } from '../../components/use-t';
import { AuthFrame } from './auth-frame';
import { AuthLink, useAuthNav } from './auth-nav';
import { useCountdown } from './countdown';
import { CodeField, PasswordField, PhoneField } from './fields';
import { requestResetCode, submitRetrieve } from './retrieve-actions';
import { Button } from './ui/controls';

export function RetrievePasswordPage() {
  const t = useT();
  const { go } = useAuthNav();
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
    if (done) go('/login', { replace: true, state: { phone: phone.trim() } });
  };
  return (
    <AuthFrame>
      <form className="gh-stack" noValidate onSubmit={(e) => e.preventDefault()}>
        <h1 className="gh-title">{t('routes:retrievePassword')}</h1>
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
        <AuthLink to="/login" className="gh-btn">
          {t('login:backToLogin')}
        </AuthLink>
      </form>
    </AuthFrame>
  );
}
