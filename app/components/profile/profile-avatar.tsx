// The user's avatar: the image when set, else the default avatar.
import Avatar from '@mui/material/Avatar';
import { useT } from '../use-t';
import { PersonIcon } from '../icons';
import type { ProfileView } from './profile-view';

export function ProfileAvatar({
  view,
  size = 32,
  ring = false,
  decorative = false,
}: {
  view: ProfileView;
  size?: number;
  ring?: boolean;
  /** Beside the user's name: the image says nothing more (empty alt). */
  decorative?: boolean;
}) {
  const t = useT();
  const sx = { width: size, height: size, ...(ring ? { border: '2px solid rgba(255,255,255,0.85)' } : {}) };
  if (view.avatarUrl)
    return <Avatar src={view.avatarUrl} alt={decorative ? '' : t('shell:avatar')} sx={sx} />;
  return (
    <Avatar alt={t('auth:notSet')} sx={{ ...sx, bgcolor: 'grey.400' }} data-testid="default-avatar">
      <PersonIcon fontSize="small" />
    </Avatar>
  );
}

/** The displayed name: the demo account's "experience account", else the nickname or "not yet set". */
export function useDisplayName(view: ProfileView): string {
  const t = useT();
  if (view.demo) return t('auth:experienceAccount');
  return view.nickname ?? t('auth:notSet');
}
