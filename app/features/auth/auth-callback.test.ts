import { describe, expect, it } from 'vitest';
import { acceptsState, decideCallback, readCallbackParams, type CallbackParams } from './auth-callback';
import { wechatLoginUrl } from './wechat';

const uuid = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const servers = [
  { sn: 'GH-1', mqttBaseTopic: 'farm/gh-1' },
  { sn: 'GH-2', mqttBaseTopic: 'farm/gh-2' },
];
const params = (over: Partial<CallbackParams> = {}): CallbackParams => ({
  state: uuid.replaceAll('-', '_'),
  token: 't',
  mobile: '13800000002',
  base: '',
  zone: '',
  zid: '',
  ...over,
});
const ok = (list = servers) => ({
  status: 1,
  msg: 'success',
  data: { mobile: '13800000002', servers: list },
});

describe('WeChat callback', () => {
  it('accepts the device uuid (as sent, or bare) and the three menu states, nothing else', () => {
    expect(acceptsState(uuid.replaceAll('-', '_'), uuid)).toBe(true);
    expect(acceptsState(uuid, uuid)).toBe(true);
    for (const s of ['WECHAT_MENU', 'ROLL_DETAIL', 'WECHAT_EXPERIENCE'])
      expect(acceptsState(s, uuid)).toBe(true);
    expect(acceptsState('forged', uuid)).toBe(false);
    expect(acceptsState('', uuid)).toBe(false);
  });

  it('reads state, token, mobile, base, zone and zid', () => {
    const q = new URLSearchParams('state=s&token=t&mobile=m&base=b&zone=z&zid=3');
    expect(readCallbackParams(q)).toEqual({
      state: 's',
      token: 't',
      mobile: 'm',
      base: 'b',
      zone: 'z',
      zid: '3',
    });
  });

  it('goes to the zone of the server whose sn matches base, selecting its topic', () => {
    const outcome = decideCallback(params({ base: 'GH-2', zone: '一号棚', zid: '3' }), ok());
    expect(outcome).toMatchObject({ kind: 'signed-in', topic: 'farm/gh-2' });
    expect(outcome.kind === 'signed-in' && outcome.to).toBe(
      `/devicedata/Mc_equipment?f_zone_id=3&zone_name=${encodeURIComponent('一号棚')}`,
    );
  });

  it('otherwise selects the first server and goes home', () => {
    expect(decideCallback(params({ base: 'GH-9', zone: 'z', zid: '1' }), ok())).toMatchObject({
      kind: 'signed-in',
      topic: 'farm/gh-1',
      to: '/',
    });
    expect(decideCallback(params({ base: 'GH-2' }), ok())).toMatchObject({ topic: 'farm/gh-1', to: '/' });
  });

  it('with no servers goes home after 1 s', () => {
    expect(decideCallback(params(), ok([]))).toMatchObject({ kind: 'no-server', to: '/', delayMs: 1000 });
  });

  it('shows the hint on any other answer, and the token-expired text for "jwt expired"', () => {
    expect(decideCallback(params(), { status: 0, msg: 'jwt expired' })).toEqual({
      kind: 'hint',
      said: { key: 'auth:tokenExpired' },
    });
    expect(decideCallback(params(), { status: 0, msg: 'x', data: { hint: '授权失败' } })).toEqual({
      kind: 'hint',
      said: { text: '授权失败' },
    });
  });

  it('sends the grower to the QR page with state = uuid with underscores and the callback', () => {
    const url = new URL(
      wechatLoginUrl(
        { qrUrl: 'http://h/sim/wechat/qr', appId: 'wx1', callbackUrl: 'http://h/auth_check' },
        uuid,
      ),
    );
    expect(url.searchParams.get('state')).toBe('1b9d6bcd_bbfd_4b2d_9b5d_ab8dfbbd4bed');
    expect(url.searchParams.get('redirect_uri')).toBe('http://h/auth_check');
    expect(url.searchParams.get('appid')).toBe('wx1');
  });
});
