import { describe, expect, it } from 'vitest';
import { DEMO_AVATAR_URL, profileView } from './profile-view';

describe('profile view', () => {
  it('gives the demo account its fixed avatar and marks it demo, whatever the server sends', () => {
    const view = profileView({ mobile: '13800000000', wxAvatarUrl: 'https://x/a.png', wxNickName: 'X' });
    expect(view).toEqual({ mobile: '13800000000', avatarUrl: DEMO_AVATAR_URL, nickname: null, demo: true });
  });

  it('leaves unset or blank avatar and nickname unset (default avatar, "not yet set")', () => {
    expect(profileView({ mobile: '13800000001', wxAvatarUrl: null, wxNickName: '  ' })).toEqual({
      mobile: '13800000001',
      avatarUrl: null,
      nickname: null,
      demo: false,
    });
    expect(profileView(null).mobile).toBe('');
  });

  it('keeps a set avatar and nickname', () => {
    const view = profileView({
      mobile: '13800000002',
      wxAvatarUrl: 'data:image/svg+xml,x',
      wxNickName: '李四',
    });
    expect([view.avatarUrl, view.nickname]).toEqual(['data:image/svg+xml,x', '李四']);
  });
});
