// The register tab (seed sections 2, 5, 8): phone, password with show/hide, code, agreement, register.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../components/use-t';
import { useCountdown } from './countdown';
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
    <Stack
      spacing={2}
      component="form"
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
      <FormControlLabel
        sx={{ alignItems: 'center' }}
        control={<Checkbox size="small" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
        label={
          <>
            {t('common:agreePrefix')}
            <Link
              component="button"
              type="button"
              variant="body1"
              onClick={onLicence}
              sx={{ verticalAlign: 'baseline' }}
            >
              {t('common:agreement')}
            </Link>
          </>
        }
      />
      <Button variant="contained" size="large" onClick={() => void registerNow()} disabled={busy}>
        {t('common:register')}
      </Button>
    </Stack>
  );
}
