// The header of every protected screen: brand, base selector, connection status, trainer console
// (simulated builds), alarm bell, user menu.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { LeafIcon } from '../icons';
import { useT } from '../use-t';
import { AlarmBell } from './alarm-bell';
import { BaseSelector } from './base-selector';
import { ConnectionStatus } from './connection-status';
import { UserMenu } from './user-menu';

/** The trainer console's button: simulated builds only, as a chunk the production build never has. */
const TrainerButton =
  import.meta.env.VITE_SIMULATED === 'true'
    ? lazy(() => import('./trainer-button').then((m) => ({ default: m.TrainerButton })))
    : null;

export function Header() {
  const t = useT();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <Box
          component={Link}
          to="/"
          // On a phone the name is hidden and only the leaf shows: the link keeps its name.
          aria-label={t('common:appName')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            mr: 1,
          }}
        >
          <LeafIcon />
          <Typography variant="h6" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
            {t('common:appName')}
          </Typography>
        </Box>
        <BaseSelector />
        <Box sx={{ flexGrow: 1 }} />
        <ConnectionStatus />
        {TrainerButton && (
          <Suspense fallback={null}>
            <TrainerButton />
          </Suspense>
        )}
        <AlarmBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
