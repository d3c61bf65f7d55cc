// @vitest-environment jsdom
// The session the e2e specs open screens with (tests/e2e/support/signed-in.ts) is what the app itself
// keeps after a password login: if the app starts keeping another item, or keys one differently, the
// signed-in specs would start from a session no grower has, and this fails first.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearBases } from '../../app/stores/bases-store.ts';
import { saveLoginInfo } from '../../app/stores/session-keys.ts';
import { reloadSession, signIn } from '../../app/stores/session-store.ts';
import { signedInStorage } from '../e2e/support/signed-in.ts';

const dump = (s: Storage) =>
  Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i)!).map((k) => [k, s.getItem(k)]));

describe('the e2e signed-in session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reloadSession();
    clearBases();
  });

  for (const servers of [
    [
      { sn: 'GH-1', mqttBaseTopic: 'farm/one', name: '一号基地' },
      { sn: 'GH-2', mqttBaseTopic: 'farm/two' },
    ],
    [],
  ])
    it(`equals the app's storage after a login with ${servers.length} servers`, () => {
      const data = { token: 'tok-1', mobile: '13800000000', wxAvatarUrl: null, wxNickName: '张三', servers };
      // As submitLogin (app/features/auth/login-actions.ts) does on an answer of status 1.
      saveLoginInfo({ phone: data.mobile, remember: false });
      const { token, servers: bases, ...profile } = data;
      signIn({ token, profile, servers: bases, remember: false, now: 1_700_000_000_000 });

      const seeded = signedInStorage(data, data.mobile, 1_700_000_000_000);
      expect(seeded.local).toEqual(dump(localStorage));
      expect(seeded.session).toEqual(dump(sessionStorage));
    });
});
