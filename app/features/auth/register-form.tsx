// The register tab (seed sections 2, 5, 8): phone, password with show/hide, code, agreement, register.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../components/use-t';
import { useCountdown } from './countdown';
import { Button, Checkbox } from './ui/controls';
import { CodeField, PasswordField, PhoneField } from './fields';
import { requestRegisterCode, submitRegister } from './register-actions';

/** Seed section 9: after 'registration successful' the login tab follows in 2 s. */
export const REGISTER_NOTICE_MS = 2_000;

export function RegisterForm({
  onRegistered,
  onLicence,
}: {
  onRegistered: (phone: string) => void;
  onLicence: () => void;
}) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const sendCode = async () => {
    if (!countdown.running && (await requestRegisterCode(phone, agreed, countdown.start))) countdown.start();
  };
  const registerNow = async () => {
    if (busy) return;
    setBusy(true);
    const registered = await submitRegister({ phone, password, code }, agreed);
    if (!registered) return setBusy(false);
    const mobile = phone.trim();
    timer.current = setTimeout(() => onRegistered(mobile), REGISTER_NOTICE_MS);
  };

  return (
    <form
      className="gh-stack"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      aria-label={t('common:register')}
    >
      <PhoneField value={phone} onChange={setPhone} />
      <PasswordField value={password} onChange={setPassword} toggle />
      <CodeField
        value={code}
        onChange={setCode}
        onSend={() => void sendCode()}
        countdown={countdown}
        sendLabel={t('common:sendCode')}
      />
      <Checkbox checked={agreed} onChange={setAgreed}>
        {t('common:agreePrefix')}
        <button type="button" className="gh-link gh-link--inline" onClick={onLicence}>
          {t('common:agreement')}
        </button>
      </Checkbox>
      <Button variant="contained" size="large" onClick={() => void registerNow()} disabled={busy}>
        {t('common:register')}
      </Button>
    </form>
  );
}
