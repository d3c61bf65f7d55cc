// The public screens' controls without MUI: outlined field, buttons, checkbox, icon,
// spinner and notice, styled by auth.css in the theme's look.
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** An outlined text field with its label on the border; `end` sits inside it, at the end. */
export function Field({
  label,
  end,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; end?: ReactNode }) {
  const id = useId();
  return (
    <div className="gh-field">
      <label htmlFor={id} className="gh-field__label">
        {label}
      </label>
      <div className="gh-field__box">
        <input id={id} className="gh-field__input" {...input} />
        {end}
      </div>
    </div>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'contained' | 'text' | 'icon';
  size?: 'small' | 'medium' | 'large';
  nowrap?: boolean;
};

/** A button as the theme draws it: contained for the screen's action, text otherwise. */
export function Button({ variant = 'text', size = 'medium', nowrap, className, ...button }: ButtonProps) {
  return (
    <button
      type="button"
      className={classes(
        'gh-btn',
        variant !== 'text' && `gh-btn--${variant}`,
        size !== 'medium' && `gh-btn--${size}`,
        nowrap && 'gh-btn--nowrap',
        className,
      )}
      {...button}
    />
  );
}

/** A checkbox with its label. */
export function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="gh-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** A Material icon by its path (app/components/icon-paths.ts); decorative. */
export function Icon({ path, size, color }: { path: string; size?: number; color?: string }) {
  return (
    <svg
      className="gh-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ fontSize: size, color }}
    >
      <path d={path} />
    </svg>
  );
}

export function Spinner() {
  return <div className="gh-spinner" aria-hidden="true" />;
}

export type Severity = 'success' | 'info' | 'warning' | 'error';

/** A message in a tinted box (MUI's standard Alert). */
export function Notice({
  severity,
  children,
  testId,
}: {
  severity: Severity;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div role="alert" className={`gh-notice gh-notice--${severity}`} data-testid={testId}>
      {children}
    </div>
  );
}
