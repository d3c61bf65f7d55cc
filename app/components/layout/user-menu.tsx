// The user menu: the profile (avatar, name, mobile), change password, version, logout.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../stores/session-store';
import { openLogoutDialog } from '../../stores/ui-store';
import { InfoIcon, LockIcon, LogoutIcon } from '../icons';
import { ProfileAvatar, useDisplayName } from '../profile/profile-avatar';
import { profileView } from '../profile/profile-view';
import { useT } from '../use-t';

export function UserMenu() {
  const t = useT();
  const user = useSession((s) => s.user);
  const view = profileView(user);
  const name = useDisplayName(view);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const nameId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('shell:userMenu')}
        sx={{ p: 0.5 }}
      >
        <ProfileAvatar view={view} ring />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
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
        <MenuItem component={Link} to="/accountSetting/changePassword" onClick={close}>
          <ListItemIcon>
            <LockIcon fontSize="small" />
          </ListItemIcon>
          {t('routes:changePassword')}
        </MenuItem>
        <MenuItem component={Link} to="/version" onClick={close}>
          <ListItemIcon>
            <InfoIcon fontSize="small" />
          </ListItemIcon>
          {t('routes:version')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            openLogoutDialog();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('common:logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
