// Placeholders for the back-end screens: one component per route, replaced by the real screens.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { useT } from '../../components/use-t';

const tabs = [
  ['BackEndVentilation', 'routes:backEndVentilation'],
  ['BackEndCurtain', 'routes:backEndCurtain'],
  ['BackEndFan', 'routes:backEndFan'],
  ['BackEndSwitch', 'routes:backEndSwitch'],
  ['BackEndIllumination', 'routes:backEndIllumination'],
] as const;

/** /backEndDevice/*: the back-end device groups as tabs over their screens. */
export function BackTabs() {
  const t = useT();
  const { pathname } = useLocation();
  const current =
    tabs.find(([path]) => pathname.toLowerCase().endsWith(`/${path.toLowerCase()}`))?.[0] ?? false;
  return (
    <>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('routes:backEnd')}>
        {tabs.map(([path, label]) => (
          <Tab key={path} value={path} label={t(label)} component={Link} to={`/backEndDevice/${path}`} />
        ))}
      </Tabs>
      <Outlet />
    </>
  );
}

export const BackEndVentilation = () => <ScreenPlaceholder name="routes:backEndVentilation" />;
export const BackEndCurtain = () => <ScreenPlaceholder name="routes:backEndCurtain" />;
export const BackEndFan = () => <ScreenPlaceholder name="routes:backEndFan" />;
export const BackEndSwitch = () => <ScreenPlaceholder name="routes:backEndSwitch" />;
export const BackEndIllumination = () => <ScreenPlaceholder name="routes:backEndIllumination" />;
export const NetworkDevice = () => <ScreenPlaceholder name="routes:networkDevice" />;
