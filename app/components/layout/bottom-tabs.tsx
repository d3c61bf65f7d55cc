// The phone's bottom tabs: home, devices, automation, alarms, and the menu (the navigation drawer).
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link, useLocation } from 'react-router-dom';
import { AppsIcon, BellIcon, ChipIcon, HomeIcon, TuneIcon } from '../icons';
import { useT } from '../use-t';
import { activeTab, bottomTabs } from './nav-items';

const icons = { home: <HomeIcon />, devices: <ChipIcon />, automation: <TuneIcon />, alarms: <BellIcon /> };

export function BottomTabs({ onMenu }: { onMenu: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        showLabels
        value={activeTab(pathname) ?? false}
        component="nav"
        aria-label={t('shell:tabMenu')}
      >
        {bottomTabs.map((tab) => (
          <BottomNavigationAction
            key={tab.to}
            value={tab.to}
            label={t(tab.label)}
            icon={icons[tab.icon]}
            component={Link}
            to={tab.to}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
        <BottomNavigationAction
          value="menu"
          label={t('shell:tabMenu')}
          icon={<AppsIcon />}
          onClick={onMenu}
          sx={{ minWidth: 0, px: 0.5 }}
        />
      </BottomNavigation>
    </Paper>
  );
}
