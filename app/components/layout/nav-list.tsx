// The navigation list of the desktop's docked drawer and the phone's menu: the screens by group.
// The groups' list and headings are plain elements with the styles of MUI's dense List, ListItem
// (disablePadding) and ListSubheader (disableSticky): those three modules are ~3 kB gzip of every
// logged-in screen's first load. The links keep MUI's ListItemButton and ListItemText.
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { TypographyProps } from '@mui/material/Typography';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../use-t';
import { navGroups } from './nav-items';

const groupSx = { listStyle: 'none', m: 0, p: 0, pb: 1, position: 'relative', isolation: 'isolate' } as const;
const headingSx = {
  boxSizing: 'border-box',
  lineHeight: '48px',
  listStyle: 'none',
  color: 'text.secondary',
  fontFamily: 'fontFamily',
  fontWeight: 'fontWeightMedium',
  fontSize: (theme: { typography: { pxToRem: (px: number) => string } }) => theme.typography.pxToRem(14),
  px: 2,
} as const;
const itemSx = {
  display: 'flex',
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  width: '100%',
  boxSizing: 'border-box',
  textAlign: 'left',
} as const;
// A dense list's item text: body2 in a span, as ListItemText writes it inside a dense List.
const primary: TypographyProps<'span', { component?: 'span' }> = { variant: 'body2', component: 'span' };

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('shell:tabMenu')}>
      {navGroups.map((group) => (
        <Box component="ul" key={group.label} sx={groupSx}>
          <Box component="li" sx={headingSx}>
            {t(group.label)}
          </Box>
          {/* A list holds list items: each link sits in an <li> (axe: list, listitem). */}
          {group.items.map((item) => (
            <Box component="li" key={item.to} sx={itemSx}>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end
                dense
                selected={pathname === item.to}
                onClick={onNavigate}
                sx={{ borderRadius: 2, mx: 1 }}
              >
                <ListItemText primary={t(item.label)} slotProps={{ primary }} />
              </ListItemButton>
            </Box>
          ))}
        </Box>
      ))}
    </nav>
  );
}
