import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldsOf } from './handlers/respond.ts';
import { makeCloud } from './test-cloud.ts';
import { verifyToken } from './verify.ts';
import { accounts } from '../../fixtures/accounts.ts';

const demo = accounts[0]!;
const demoSn = demo.servers[0]!.sn;
const demoTopic = demo.servers[0]!.mqttBaseTopic;

const login = { mobile: '13800000000', password: 'demo123456', uuid: 'u-1', agent: 'test' };

describe('simulated cloud: login and tokens', () => {
  it('logs in with a password and answers the profile and servers', async () => {
    const { call } = makeCloud();
    const res = await call('POST', '/api/v2/auth_related/login', login);
    expect(res.json.status).toBe(1);
    expect(res.json.data.token).toMatch(/^sim\./);
    expect(res.json.data.servers[0].mqttBaseTopic).toBe(demoTopic);
  });

  it('refuses a wrong password with a message for the snackbar', async () => {
    const { call } = makeCloud();
    const res = await call('POST', '/api/v2/auth_related/login', { ...login, password: 'nope' });
    expect(res.json).toMatchObject({ status: 0, msg: '账号或密码错误' });
  });

  it('logs in with an SMS safecode, logged on the console and readable by the control API', async () => {
    const { call, lines } = makeCloud();
    expect((await call('GET', '/api/v1/common/sms/safecode/13800000000')).json.status).toBe(1);
    expect(lines).toContain('[cloud] sms code for 13800000000 : 123456');
    expect((await call('GET', '/sim/control/sms/13800000000')).json.code).toBe('123456');
    const { password: _p, ...rest } = login;
    const res = await call('POST', '/api/v2/auth_related/login', { ...rest, smsCode: '123456' });
    expect(res.json.status).toBe(1);
    const again = await call('POST', '/api/v2/auth_related/login', { ...rest, smsCode: '123456' });
    expect(again.json.status).toBe(0);
  });

  it('answers "jwt expired" on user detail and HTTP 401 10051 elsewhere once a token expires', async () => {
    const { call, tick } = makeCloud();
    const { token } = (await call('POST', '/api/v2/auth_related/login', login)).json.data;
    const q = `?mobile=13800000000&token=${token}`;
    expect((await call('GET', `/api/v2/auth_related/user/detail${q}`)).json.status).toBe(1);
    tick(86_400_000);
    expect((await call('GET', `/api/v2/auth_related/user/detail${q}`)).json).toMatchObject({
      status: 0,
      msg: 'jwt expired',
    });
    const cost = await call('GET', `/api/v2/auth_related/user/cost${q}`);
    expect(cost.status).toBe(401);
    expect(cost.json.code).toBe(10051);
  });

  it('expires tokens through the control API and verifies tokens for the broker', async () => {
    const { call, store } = makeCloud();
    const { token } = (await call('POST', '/api/v2/auth_related/login', login)).json.data;
    expect(verifyToken(store, '13800000000', token)).toEqual({
      ok: true,
      bases: demo.servers.map((s) => s.mqttBaseTopic),
    });
    expect(verifyToken(store, '13800000002', token)).toEqual({ ok: false, reason: 'wrong-account' });
    await call('POST', '/sim/control/tokens/expire', { mobile: '13800000000' });
    expect(verifyToken(store, '13800000000', token)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('simulated cloud: registration, password and account', () => {
  it('registers with a form-encoded body after a registration code', async () => {
    const { call } = makeCloud();
    expect((await call('GET', '/api/v1/common/sms/code/13700000000')).json.status).toBe(1);
    const reg = { mobile: '13700000000', password: 'secret1', smsCode: '123456' };
    expect((await call('POST', '/api/v2/auth_related/user', reg, true)).json.status).toBe(1);
    const res = await call('POST', '/api/v2/auth_related/login', {
      ...login,
      mobile: '13700000000',
      password: 'secret1',
    });
    expect(res.json.data.servers).toEqual([]);
  });

  it('answers the send-code statuses: -2 bad phone, -1 with data.err when registered', async () => {
    const { call } = makeCloud();
    expect((await call('GET', '/api/v1/common/sms/code/12')).json.status).toBe(-2);
    const taken = (await call('GET', '/api/v1/common/sms/code/13800000000')).json;
    expect(taken).toMatchObject({ status: -1, data: { err: '该手机号已注册' } });
  });

  it('resets and changes passwords, and deletes an account', async () => {
    const { call } = makeCloud();
    await call('GET', '/api/v1/common/sms/safecode/13800000002');
    const reset = { mobile: '13800000002', smsCode: '123456', password: 'newpass1' };
    expect((await call('PUT', '/api/v2/auth_related/user/password', reset)).json.status).toBe(1);
    const auth = { ...login, mobile: '13800000002', password: 'newpass1' };
    const { token } = (await call('POST', '/api/v2/auth_related/login', auth)).json.data;
    const change = { token, oldPassword: 'wrong', newPassword: 'another1' };
    expect((await call('POST', '/api/v2/auth_related/user/password', change)).json.status).toBe(12000);
    expect((await call('DELETE', `/api/v2/auth_related/user?token=${token}`)).json.status).toBe(1);
    expect((await call('POST', '/api/v2/auth_related/login', auth)).json.msg).toBe('该手机号未注册');
  });
});

describe('simulated cloud: bodies read through the contract (the first bad field answers)', () => {
  const register = { mobile: '13800000000', password: '1', smsCode: 'x' };

  it('checks the phone, then the account, then the fields, in the order of the real cloud', async () => {
    const { call } = makeCloud();
    const bad = { mobile: 'nope', password: '1', uuid: 'u', agent: 'a' };
    expect((await call('POST', '/api/v2/auth_related/login', bad)).json.msg).toBe('手机号格式错误');
    const stranger = { mobile: '13900000009', uuid: 'u', agent: 'a' };
    expect((await call('POST', '/api/v2/auth_related/login', stranger)).json.msg).toBe('该手机号未注册');
    const { password: _p, ...noPassword } = login;
    expect((await call('POST', '/api/v2/auth_related/login', noPassword)).json.msg).toBe('参数错误');
    // Registered comes before a short password, which comes before the code.
    const taken = await call('POST', '/api/v2/auth_related/user', register, true);
    expect(taken.json).toMatchObject({ status: 0, msg: '该手机号已注册', data: { msg: '该手机号已注册' } });
    const short = { ...register, mobile: '13700000001' };
    expect((await call('POST', '/api/v2/auth_related/user', short, true)).json.msg).toBe(
      '密码长度应为6-64位',
    );
    const noPhone = { password: 'secret1', smsCode: '123456' };
    expect((await call('POST', '/api/v2/auth_related/user', noPhone, true)).json.status).toBe(-2);
  });

  it('counts a malformed SMS code as a wrong guess', async () => {
    const { call } = makeCloud();
    await call('GET', '/api/v1/common/sms/safecode/13800000000');
    const reset = { mobile: '13800000000', password: 'secret1', smsCode: '12' };
    for (let i = 0; i < 4; i += 1) {
      expect((await call('PUT', '/api/v2/auth_related/user/password', reset)).json.msg).toBe(
        '验证码错误或已过期',
      );
    }
    const fifth = await call('PUT', '/api/v2/auth_related/user/password', reset);
    expect(fifth.json.msg).toBe('验证码错误次数过多，请重新获取');
    const right = await call('PUT', '/api/v2/auth_related/user/password', { ...reset, smsCode: '123456' });
    expect(right.json.status).toBe(-1);
  });

  it('reads the control bodies with their schemas: a field of the wrong type is absent', async () => {
    const { call, store } = makeCloud();
    expect((await call('POST', '/sim/control/tokens/expire', { mobile: 5 })).status).toBe(400);
    await call('POST', '/sim/control/arrears', { mobile: '13800000000', total: 'lots', daysOverdue: 3 });
    expect(store.account('13800000000')?.cost?.yearlyPayment.total).toBe(12_800);
    const badCost = await call('PUT', '/sim/control/cost', { mobile: '13800000000', cost: { total: 1 } });
    expect(badCost.json).toEqual({ ok: false, error: 'cost does not match the cost schema' });
    expect((await call('PUT', '/sim/control/cost', { mobile: '13800000000' })).json.ok).toBe(true);
    expect(store.account('13800000000')?.cost).toBeNull();
  });
});

describe('fieldsOf', () => {
  it('keeps the fields that pass the schema, each on its own, and drops the others', () => {
    const schema = z.object({ mobile: z.string().regex(/^1\d{10}$/), password: z.string().min(6) });
    expect(fieldsOf(schema, { mobile: '13800000000', password: 'secret1', extra: 1 })).toEqual({
      mobile: '13800000000',
      password: 'secret1',
    });
    expect(fieldsOf(schema, { mobile: '13800000000', password: '1' })).toEqual({ mobile: '13800000000' });
    expect(fieldsOf(schema, { mobile: 13800000000 })).toEqual({});
  });
});

describe('simulated cloud: control API', () => {
  it('puts a user in arrears and clears it', async () => {
    const { call } = makeCloud(Date.UTC(2026, 5, 20));
    const { token } = (await call('POST', '/api/v2/auth_related/login', login)).json.data;
    await call('POST', '/sim/control/arrears', { mobile: '13800000000', daysOverdue: 5 });
    const q = `?mobile=13800000000&token=${token}`;
    const owed = (await call('GET', `/api/v2/auth_related/user/cost${q}`)).json.data.cost;
    expect(owed.yearlyPayment).toEqual({ total: 12800, endDate: '2026-06-15' });
    await call('DELETE', '/sim/control/arrears?mobile=13800000000');
    expect(
      (await call('GET', `/api/v2/auth_related/user/cost${q}`)).json.data.cost.constructCost.arrearsAmount,
    ).toBe(0);
  });

  it('fails the next matching call with a status, once', async () => {
    const { call } = makeCloud();
    await call('POST', '/sim/control/fail-next', { status: 503, path: '/login' });
    expect((await call('POST', '/api/v2/auth_related/login', login)).status).toBe(503);
    expect((await call('POST', '/api/v2/auth_related/login', login)).json.status).toBe(1);
  });

  it('unbinds a server and resets to the seed', async () => {
    const { call } = makeCloud();
    await call('POST', '/sim/control/unbind', { mobile: '13800000000', sn: demoSn });
    const left = (await call('POST', '/api/v2/auth_related/login', login)).json.data.servers;
    expect(left.map((s: { sn: string }) => s.sn)).not.toContain(demoSn);
    expect(left).toHaveLength(demo.servers.length - 1);
    await call('POST', '/sim/control/reset');
    expect((await call('POST', '/api/v2/auth_related/login', login)).json.data.servers).toHaveLength(
      demo.servers.length,
    );
  });

  it('serves app info and lets the control API raise the latest version', async () => {
    const { call } = makeCloud();
    await call('PUT', '/sim/control/app-info', { androidVersion: '2.0.0' });
    expect((await call('GET', '/v1/app-info?appid=x&version=1.0.0')).json.data.androidVersion).toBe('2.0.0');
  });
});

describe('simulated cloud: WeChat stand-in', () => {
  it('offers scan links and redirects to the callback with state, token, mobile, base, zone, zid', async () => {
    const { call, store } = makeCloud();
    const redirect = encodeURIComponent('http://app.test/auth_check');
    const page = await call('GET', `/sim/wechat/qr?state=abc_1&redirect_uri=${redirect}&appid=wx`);
    expect(page.json).toContain('/sim/wechat/scan?');
    const scan = await call(
      'GET',
      `/sim/wechat/scan?state=abc_1&redirect_uri=${redirect}&mobile=13800000000&base=${demoSn}&zone=Z&zid=3`,
    );
    expect(scan.status).toBe(302);
    const target = new URL(scan.headers.get('location') ?? '');
    expect(target.pathname).toBe('/auth_check');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      state: 'abc_1',
      mobile: '13800000000',
      base: demoSn,
      zone: 'Z',
      zid: '3',
    });
    expect(store.tokens.check(target.searchParams.get('token'), '13800000000').ok).toBe(true);
  });

  it('refuses a redirect that is not http(s)', async () => {
    const { call } = makeCloud();
    expect((await call('GET', '/sim/wechat/qr?state=a&redirect_uri=javascript:alert(1)')).status).toBe(400);
  });
});
