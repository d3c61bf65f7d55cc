// How the public screens move on, as a port: the data router's navigate inside the full app, the
// hand-over to the full app on the light /login (app/login-main.tsx), which carries no router.
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

export type GoOptions = { replace?: boolean; state?: unknown };

export type AuthNav = {
  /** Goes to a path of the app (a route of app/router.tsx). */
  go: (to: string, options?: GoOptions) => void;
  /** The history entry's state (e.g. { phone } from the password reset). */
  state: unknown;
  /** The page's query string (the WeChat callback's code and state). */
  search: string;
};

/** Without a provider: full page loads (a test rendering one screen alone). */
const pageLoads: AuthNav = {
  go: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  state: null,
  search: typeof window === 'undefined' ? '' : window.location.search,
};

export const AuthNavContext = createContext<AuthNav>(pageLoads);

export const useAuthNav = (): AuthNav => useContext(AuthNavContext);

/** Whether a click is a plain one (not a modified click asking for a new tab or window). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to a route of the app: a real anchor, followed through the port on a plain click. */
export function AuthLink({
  to,
  replace,
  className,
  children,
}: {
  to: string;
  replace?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { go } = useAuthNav();
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        go(to, { replace });
      }}
    >
      {children}
    </a>
  );
}
