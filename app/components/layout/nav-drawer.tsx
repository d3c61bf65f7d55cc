// The navigation: docked beside the screen on desktop (a fixed panel drawn like MUI's permanent
// drawer), a temporary drawer on the phone (phone-menu.tsx, loaded on idle or on the first open).
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useEffect, useState } from 'react';
import { prefetchWhenIdle } from '../idle-prefetch';
import { DRAWER_WIDTH } from '../theme';
import { NavList } from './nav-list';

const loadPhoneMenu = () => import('./phone-menu');
const PhoneMenu = lazy(loadPhoneMenu);

/** The desktop's navigation: the look of MUI's permanent Drawer without its modal and slide code. */
function DockedNav() {
  return (
    <div style={{ width: DRAWER_WIDTH, flex: '0 0 auto' }} data-testid="docked-nav">
      <Paper
        elevation={0}
        square
        sx={{
          width: DRAWER_WIDTH,
          boxSizing: 'border-box',
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          height: '100%',
          position: 'fixed',
          top: 0,
          left: 0,
          outline: 0,
          zIndex: 'drawer',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar />
        <NavList />
      </Paper>
    </div>
  );
}

export function NavDrawer({
  desktop,
  open,
  onClose,
}: {
  desktop: boolean;
  open: boolean;
  onClose: () => void;
}) {
  // The phone's menu mounts at its first opening and stays, so it closes with its transition.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (!desktop) prefetchWhenIdle(loadPhoneMenu);
  }, [desktop]);
  if (desktop) return <DockedNav />;
  return opened ? (
    <Suspense fallback={null}>
      <PhoneMenu open={open} onClose={onClose} />
    </Suspense>
  ) : null;
}
