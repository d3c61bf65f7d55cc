// What the profile shows (seed sections 3 and 6): the demo account's fixed avatar and name, else the
// user's own, with a default avatar and "not yet set" for what is unset.
import type { Profile } from '../../stores/session-store';

/** The demo ("experience") account's fixed mobile number (seed section 6). */
export const DEMO_MOBILE = '13800000000';

/** The demo account's fixed avatar: a leaf on greenhouse green. */
export const DEMO_AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#2e7d32"/>' +
    '<path fill="#c5e1a5" d="M30 64c-8-8-8-21 0-29 10-10 38-11 38-11s-1 28-11 38c-6 6-15 7-22 4 2-9 8-17 15-22-9 5-16 12-20 20z"/></svg>',
)}`;

/** The profile as displayed: avatarUrl null means the default avatar; nickname null means "not yet set". */
export type ProfileView = {
  mobile: string;
  avatarUrl: string | null;
  nickname: string | null;
  demo: boolean;
};

const present = (v: string | null | undefined): string | null => (v && v.trim() !== '' ? v : null);

export function profileView(profile: Profile | null): ProfileView {
  const mobile = profile?.mobile ?? '';
  if (mobile === DEMO_MOBILE) return { mobile, avatarUrl: DEMO_AVATAR_URL, nickname: null, demo: true };
  return {
    mobile,
    avatarUrl: present(profile?.wxAvatarUrl),
    nickname: present(profile?.wxNickName),
    demo: false,
  };
}
