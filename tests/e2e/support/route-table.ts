// Prints the app's route table (app/router.tsx) as JSON: the screens by guard, the redirects and
// the catch-all. Run with `node --import tsx` (the app's modules need Vite-like loading, e.g. its
// JSON import, which Playwright's own loader refuses), so app-routes.ts starts it as a child.
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../../app/router.tsx';

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

const join = (prefix: string, path: string) =>
  path.startsWith('/') ? path : `${prefix.replace(/\/$/, '')}/${path}`;

/** A route that renders nothing of its own and redirects in its loader (the table's `to()`). */
const isRedirect = (r: RouteObject) =>
  Boolean(r.loader) && !r.Component && !r.element && !r.lazy && !r.children?.length;

/** Walks the route table: every path that renders a screen, by guard. */
export function routeTable(table: RouteObject[]): RouteTable {
  const found: RouteTable = { public: [], protected: [], redirects: [], notFound: false };
  const walk = (list: RouteObject[], prefix: string, guarded: boolean) => {
    for (const r of list) {
      const path = r.path === undefined ? prefix : join(prefix, r.path);
      const inside = guarded || r.id === 'protected';
      if (r.path === '*') found.notFound = true;
      else if (r.path !== undefined && isRedirect(r)) found.redirects.push(path);
      // A layout with children renders one of them; its own path is covered by its child routes.
      else if (r.path !== undefined && !r.children?.length) found[inside ? 'protected' : 'public'].push(path);
      if (r.children) walk(r.children, path, inside);
    }
  };
  walk(table, '', false);
  return found;
}

process.stdout.write(JSON.stringify(routeTable(routes)));
