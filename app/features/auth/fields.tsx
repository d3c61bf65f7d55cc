// The login screens' fields: phone, password with show/hide, and the code field with its send button.
import { useState, type KeyboardEvent } from 'react';
import { iconPaths } from '../../components/icon-paths';
import { useT } from '../../components/use-t';
import type { Countdown } from './countdown';
import { Button, Field, Icon } from './ui/controls';

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
    <Field
      label={t('common:phone')}
      placeholder={t('common:phonePlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="tel"
      inputMode="tel"
      maxLength={20}
      name="phone"
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
  const show = toggle && (
    <Button
      variant="icon"
      aria-label={t(shown ? 'common:hidePassword' : 'common:showPassword')}
      onClick={() => setShown((s) => !s)}
    >
      <Icon path={shown ? iconPaths.visibilityOff : iconPaths.visibility} size={20} />
    </Button>
  );
  return (
    <Field
      label={label ?? t('common:password')}
      placeholder={t('common:passwordPlaceholder')}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={enter(onEnter)}
      autoComplete="current-password"
      maxLength={64}
      name="password"
      end={show}
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
    <Field
      label={t('common:code')}
      placeholder={t('common:codePlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={enter(onEnter)}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      name="authCode"
      end={
        <Button size="small" nowrap onClick={onSend} disabled={countdown.running}>
          {countdown.running ? t('common:resendIn', { s: countdown.remaining }) : sendLabel}
        </Button>
      }
    />
  );
}
