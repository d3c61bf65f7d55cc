// The navigation list of the desktop's docked drawer and the phone's menu: the screens by group.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../use-t';
import { navGroups } from './nav-items';

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
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
