// The login page's tabs (log in, register): a tablist drawn as MUI's full-width Tabs draws it (the
// selected tab in the primary colour over a sliding 2 px indicator; arrows, Home and End move the
// focus, Enter, Space or a click selects) without MUI's Tabs, whose scrolling and roving-focus
// machinery weighed ~9 kB gzip on /login (issue 15).
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef, type KeyboardEvent } from 'react';

export type AuthTab<V extends string> = { value: V; label: string };

type AuthTabsProps<V extends string> = { tabs: AuthTab<V>[]; value: V; onChange: (value: V) => void };

export function AuthTabs<V extends string>({ tabs, value, onChange }: AuthTabsProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  const moveFocus = (event: KeyboardEvent, from: number) => {
    const last = tabs.length - 1;
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    refs.current[(to + tabs.length) % tabs.length]?.focus();
  };
  return (
    <Box role="tablist" sx={{ position: 'relative', display: 'flex', minHeight: 48, mb: 2 }}>
      {tabs.map((tab, index) => (
        <ButtonBase
          key={tab.value}
          ref={(node: HTMLButtonElement | null) => void (refs.current[index] = node)}
          role="tab"
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          focusRipple
          onClick={() => onChange(tab.value)}
          onKeyDown={(event) => moveFocus(event, index)}
          sx={(theme) => ({
            ...theme.typography.button,
            flex: '1 1 0',
            minWidth: 90,
            minHeight: 48,
            padding: '12px 16px',
            overflow: 'hidden',
            whiteSpace: 'normal',
            textAlign: 'center',
            lineHeight: 1.25,
            color: index === selected ? 'primary.main' : 'text.secondary',
          })}
        >
          {tab.label}
        </ButtonBase>
      ))}
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          bottom: 0,
          height: 2,
          width: `${100 / tabs.length}%`,
          left: `${(100 * selected) / tabs.length}%`,
          bgcolor: 'primary.main',
          transition: theme.transitions.create('left'),
        })}
      />
    </Box>
  );
}
