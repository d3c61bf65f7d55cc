// Prints the app's route table (app/router.tsx) as JSON: the screens by guard, the redirects and
// the catch-all. Run with `node --import tsx` (the app's modules need Vite-like loading, e.g. its
// JSON import, which Playwright's own loader refuses), so app-routes.ts starts it as a child.
import { routes } from '../../../app/router.tsx';
import { routeTable } from '../../../scripts/route-table.ts';

export type { RouteTable } from '../../../scripts/route-table.ts';

process.stdout.write(JSON.stringify(routeTable(routes)));
