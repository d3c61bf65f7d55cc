import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCloud, type CloudServer } from './node.ts';

describe('startCloud (node http adapter)', () => {
  let cloud: CloudServer;
  beforeAll(async () => {
    cloud = await startCloud({ port: 0, log: () => undefined, controlToken: 'tok' });
  });
  afterAll(() => cloud.close());

  it('answers JSON and form-encoded calls over real HTTP', async () => {
    const login = await fetch(`${cloud.url}/api/v2/auth_related/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '13800000000', password: 'demo123456', uuid: 'u', agent: 'a' }),
    }).then((r) => r.json());
    expect(login.status).toBe(1);
    expect(cloud.verifyToken('13800000000', login.data.token)).toMatchObject({ ok: true });
    await fetch(`${cloud.url}/api/v1/common/sms/code/13700000001`);
    const code = (
      await fetch(`${cloud.url}/sim/control/sms/13700000001`, { headers: { 'x-gh-sim-token': 'tok' } }).then(
        (r) => r.json(),
      )
    ).code;
    const reg = await fetch(`${cloud.url}/api/v2/auth_related/user`, {
      method: 'POST',
      body: new URLSearchParams({ mobile: '13700000001', password: 'secret1', smsCode: code }),
    }).then((r) => r.json());
    expect(reg.status).toBe(1);
  });

  it('answers 404 with the catalogue body for unknown paths, and redirects for the WeChat scan', async () => {
    const missing = await fetch(`${cloud.url}/api/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 10020, msg: 'resource does not exist' });
    const redirect = encodeURIComponent('http://127.0.0.1:1/auth_check');
    const scan = await fetch(
      `${cloud.url}/sim/wechat/scan?state=s&redirect_uri=${redirect}&mobile=13800000000`,
      {
        redirect: 'manual',
      },
    );
    expect(scan.status).toBe(302);
  });
});
