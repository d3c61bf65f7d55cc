// The layout of protected screens: header, navigation (drawer on desktop, bottom tabs + menu on phone).
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useFarmZoneFeed } from '../../live/hooks/use-farm-zone';
import { AlarmNotifier } from './alarm-notifier';
import { BottomTabs } from './bottom-tabs';
import { Header } from './header';
import { NavDrawer } from './nav-drawer';
import { NoServerNotice } from './no-server-notice';

export function AppShell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  useFarmZoneFeed();
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Header />
      <NavDrawer desktop={desktop} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, pb: desktop ? 0 : '72px' }}>
        <Toolbar />
        <NoServerNotice />
        <Outlet />
      </Box>
      {!desktop && <BottomTabs onMenu={() => setMenuOpen(true)} />}
      <AlarmNotifier />
    </Box>
  );
}
