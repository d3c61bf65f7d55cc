// The app's route table (app/router.tsx) read as data: the screens by guard, the redirects, the
// catch-all, and for each screen the lazily loaded modules of its levels (the route budgets).
import type { RouteObject } from 'react-router-dom';

export type RouteTable = {
  /** Screens outside the login guard (visited logged out). */
  public: string[];
  /** Screens behind the login guard (visited logged in). */
  protected: string[];
  /** Paths that only redirect elsewhere (a loader and nothing to render). */
  redirects: string[];
  /** The catch-all route is present (visit a path no route matches). */
  notFound: boolean;
};

/** A screen and the lazy modules of every level from the root down to it (`handle.chunk`). */
export type ScreenRoute = { path: string; guarded: boolean; chunks: string[] };

const join = (prefix: string, path: string) =>
  path.startsWith('/') ? path : `${prefix.replace(/\/$/, '')}/${path}`;

/** A route that renders nothing of its own and redirects in its loader (the table's `to()`). */
const isRedirect = (r: RouteObject) =>
  Boolean(r.loader) && !r.Component && !r.element && !r.lazy && !r.children?.length;

const chunkOf = (r: RouteObject): string[] => {
  const handle: unknown = r.handle;
  const chunk = typeof handle === 'object' && handle !== null && 'chunk' in handle ? handle.chunk : undefined;
  const list: unknown[] = Array.isArray(chunk) ? chunk : [chunk];
  return list.filter((c): c is string => typeof c === 'string');
};

/** Every path that renders a screen, with its guard and lazy modules; redirects and the catch-all. */
export function screenRoutes(table: RouteObject[]): {
  screens: ScreenRoute[];
  redirects: string[];
  notFound: boolean;
} {
  const screens: ScreenRoute[] = [];
  const redirects: string[] = [];
  let notFound = false;
  const walk = (list: RouteObject[], prefix: string, guarded: boolean, chunks: string[]) => {
    for (const r of list) {
      const path = r.path === undefined ? prefix : join(prefix, r.path);
      const inside = guarded || r.id === 'protected';
      const loads = [...chunks, ...chunkOf(r)];
      if (r.path === '*') notFound = true;
      else if (r.path !== undefined && isRedirect(r)) redirects.push(path);
      // A layout with children renders one of them; its own path is covered by its child routes.
      else if (r.path !== undefined && !r.children?.length)
        screens.push({ path, guarded: inside, chunks: loads });
      if (r.children) walk(r.children, path, inside, loads);
    }
  };
  walk(table, '', false, []);
  return { screens, redirects, notFound };
}

/** Walks the route table: every path that renders a screen, by guard. */
export function routeTable(table: RouteObject[]): RouteTable {
  const { screens, redirects, notFound } = screenRoutes(table);
  return {
    public: screens.filter((s) => !s.guarded).map((s) => s.path),
    protected: screens.filter((s) => s.guarded).map((s) => s.path),
    redirects,
    notFound,
  };
}
