// Tabs over the child routes of one path (the back-end device groups), with the child screen below.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Outlet, useLocation } from 'react-router-dom';
import type { MessageKey } from '../../i18n/keys';
import { useT } from '../use-t';

export type RouteTabsProps = {
  /** The parent path, e.g. `/backEndDevice`. */
  base: string;
  /** [child path segment, its title] in tab order. */
  tabs: readonly (readonly [segment: string, title: MessageKey])[];
  label: MessageKey;
};

/** The tab of the child route shown is selected; each tab links to its child route. */
export function RouteTabs({ base, tabs, label }: RouteTabsProps) {
  const t = useT();
  const { pathname } = useLocation();
  const current =
    tabs.find(([path]) => pathname.toLowerCase().endsWith(`/${path.toLowerCase()}`))?.[0] ?? false;
  return (
    <>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t(label)}>
        {tabs.map(([path, title]) => (
          <Tab key={path} value={path} label={t(title)} component={Link} to={`${base}/${path}`} />
        ))}
      </Tabs>
      <Outlet />
    </>
  );
}
