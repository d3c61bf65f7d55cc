// The navigation list: permanent drawer on desktop, a temporary one (the phone's menu) otherwise.
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { NavLink, useLocation } from 'react-router-dom';
import { DRAWER_WIDTH } from '../theme';
import { useT } from '../use-t';
import { navGroups } from './nav-items';

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('shell:tabMenu')}>
      {navGroups.map((group) => (
        <List
          key={group.label}
          dense
          subheader={<ListSubheader disableSticky>{t(group.label)}</ListSubheader>}
        >
          {/* A list holds list items: each link sits in an <li> (axe: list, listitem). */}
          {group.items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end
                selected={pathname === item.to}
                onClick={onNavigate}
                sx={{ borderRadius: 2, mx: 1 }}
              >
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </nav>
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
  const t = useT();
  if (desktop) {
    return (
      <Drawer
        variant="permanent"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <NavList />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      // The phone's menu is a dialog: it is named like the tab that opens it.
      slotProps={{ paper: { 'aria-label': t('shell:tabMenu') } }}
    >
      <div style={{ width: Math.min(DRAWER_WIDTH + 40, 300) }}>
        <NavList onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
