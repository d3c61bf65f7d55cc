// The user menu's list (profile, change password, version, logout): a chunk of its own, loaded when
// the menu first opens, so MUI's Menu, Popover and transitions are not in every screen's first load.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { openLogoutDialog } from '../../stores/ui-store';
import { InfoIcon, LockIcon, LogoutIcon } from '../icons';
import { ProfileAvatar } from '../profile/profile-avatar';
import type { ProfileView } from '../profile/profile-view';
import { useT } from '../use-t';

type Props = { anchor: HTMLElement | null; onClose: () => void; view: ProfileView; name: string };

export default function UserMenuList({ anchor, onClose, view, name }: Props) {
  const t = useT();
  const nameId = useId();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { minWidth: 220 } } }}
    >
      {/* A menu holds items and groups only: the profile is a group named by the user's name. */}
      <Box
        role="group"
        aria-labelledby={nameId}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1 }}
        data-testid="profile"
      >
        <ProfileAvatar view={view} size={44} decorative />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} noWrap sx={{ fontWeight: 600 }} data-testid="profile-name">
            {name}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {view.mobile}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <MenuItem component={Link} to="/accountSetting/changePassword" onClick={onClose}>
        <ListItemIcon>
          <LockIcon fontSize="small" />
        </ListItemIcon>
        {t('routes:changePassword')}
      </MenuItem>
      <MenuItem component={Link} to="/version" onClick={onClose}>
        <ListItemIcon>
          <InfoIcon fontSize="small" />
        </ListItemIcon>
        {t('routes:version')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          openLogoutDialog();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('common:logout')}
      </MenuItem>
    </Menu>
  );
}
