// The login screens' fields: phone, password with show/hide, and the code field with its send button.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type KeyboardEvent } from 'react';
import { VisibilityIcon, VisibilityOffIcon } from '../../components/icons';
import { useT } from '../../components/use-t';
import type { Countdown } from './countdown';
import { OutlinedField } from './outlined-field';

type FieldProps = { value: string; onChange: (value: string) => void; onEnter?: () => void; label?: string };

const enter = (onEnter?: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' && onEnter) {
    event.preventDefault();
    onEnter();
  }
};

export function PhoneField({ value, onChange }: FieldProps) {
  const t = useT();
  return (
    <OutlinedField
      label={t('common:phone')}
      placeholder={t('common:phonePlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="tel"
      inputProps={{ inputMode: 'tel', maxLength: 20, name: 'phone' }}
    />
  );
}

export function PasswordField({
  value,
  onChange,
  onEnter,
  toggle = false,
  label,
}: FieldProps & { toggle?: boolean }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const adornment = toggle ? (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        size="small"
        aria-label={t(shown ? 'common:hidePassword' : 'common:showPassword')}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
    </InputAdornment>
  ) : undefined;
  return (
    <OutlinedField
      label={label ?? t('common:password')}
      placeholder={t('common:passwordPlaceholder')}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={enter(onEnter)}
      autoComplete="current-password"
      endAdornment={adornment}
      inputProps={{ maxLength: 64, name: 'password' }}
    />
  );
}

export function CodeField({
  value,
  onChange,
  onEnter,
  onSend,
  countdown,
  sendLabel,
}: FieldProps & { onSend: () => void; countdown: Countdown; sendLabel: string }) {
  const t = useT();
  return (
    <OutlinedField
      label={t('common:code')}
      placeholder={t('common:codePlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={enter(onEnter)}
      autoComplete="one-time-code"
      inputProps={{ inputMode: 'numeric', maxLength: 6, name: 'authCode' }}
      endAdornment={
        <InputAdornment position="end">
          <Button
            size="small"
            onClick={onSend}
            disabled={countdown.running}
            sx={{ whiteSpace: 'nowrap', minWidth: 96 }}
          >
            {countdown.running ? t('common:resendIn', { s: countdown.remaining }) : sendLabel}
          </Button>
        </InputAdornment>
      }
    />
  );
}
