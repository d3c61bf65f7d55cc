// The user menu's button (the profile avatar); its list loads when the menu first opens and stays
// mounted after, so it closes with its transition (user-menu-list.tsx).
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../stores/session-store';
import { ProfileAvatar, useDisplayName } from '../profile/profile-avatar';
import { profileView } from '../profile/profile-view';
import { useT } from '../use-t';

const UserMenuList = lazy(() => import('./user-menu-list'));

export function UserMenu() {
  const t = useT();
  const user = useSession((s) => s.user);
  const view = profileView(user);
  const name = useDisplayName(view);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (button: HTMLElement) => {
    setOpened(true);
    setAnchor(button);
  };
  return (
    <>
      <IconButton onClick={(e) => open(e.currentTarget)} aria-label={t('shell:userMenu')} sx={{ p: 0.5 }}>
        <ProfileAvatar view={view} ring />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} view={view} name={name} />
        </Suspense>
      )}
    </>
  );
}
