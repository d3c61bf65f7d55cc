// The login page's tabs (log in, register): a tablist drawn as MUI's full-width Tabs draws it (the
// selected tab in the primary colour over a sliding 2 px indicator; arrows, Home and End move the
// focus, Enter, Space or a click selects), without MUI (/login paints with React alone).
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
    <div role="tablist" className="gh-tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          type="button"
          className="gh-tab"
          ref={(node) => void (refs.current[index] = node)}
          role="tab"
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onChange(tab.value)}
          onKeyDown={(event) => moveFocus(event, index)}
        >
          {tab.label}
        </button>
      ))}
      <div
        aria-hidden
        className="gh-tabs__indicator"
        style={{ width: `${100 / tabs.length}%`, left: `${(100 * selected) / tabs.length}%` }}
      />
    </div>
  );
}
