// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test-support/fake-fetch';
import { clearBases, useBases } from '../../stores/bases-store';
import { readItem, savedLoginInfo, writeItem } from '../../stores/session-keys';
import { reloadSession, setSessionPorts, useSession } from '../../stores/session-store';
import { closeSnackbar, useUi } from '../../stores/ui-store';
import { requestLoginCode, submitLogin, type LoginFormValues } from './login-actions';
import { requestRegisterCode, submitRegister } from './register-actions';
import { z } from 'zod';

const form = (over: Partial<LoginFormValues> = {}): LoginFormValues => ({
  mode: 'password',
  phone: '13800000002',
  password: 'grow123456',
  authCode: '',
  remember: false,
  ...over,
});
const snack = () => useUi.getState().snack;
const loginOk = {
  json: {
    status: 1,
    msg: '登录成功',
    data: {
      token: 'tok',
      mobile: '13800000002',
      wxAvatarUrl: null,
      wxNickName: null,
      servers: [{ sn: 'A', mqttBaseTopic: 'farm/a' }],
    },
  },
};

describe('login tab', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reloadSession();
    clearBases();
    closeSnackbar();
    setSessionPorts({ connectLive: vi.fn(), dropLive: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the phone rules verbatim and sends nothing', async () => {
    const seen = fakeFetch({});
    expect(await submitLogin(form({ phone: '' }))).toBe(false);
    expect(snack()?.message).toBe('手机号不能为空!');
    expect(await submitLogin(form({ phone: '12345' }))).toBe(false);
    expect(snack()?.message).toBe('您输入的手机号有误,请重新输入!');
    expect(await submitLogin(form({ mode: 'code', authCode: '12345' }))).toBe(false);
    expect(snack()?.message).toBe('验证码长度不合格!');
    expect(await requestLoginCode('')).toBe(false);
    expect(seen).toEqual([]);
  });

  it('posts mobile, password, uuid and agent; on status 1 keeps the session and the login info', async () => {
    const seen = fakeFetch({ 'POST /api/v2/auth_related/login': loginOk });
    expect(await submitLogin(form({ remember: true }))).toBe(true);
    const body = JSON.parse(seen[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ mobile: '13800000002', password: 'grow123456', agent: navigator.userAgent });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.smsCode).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ isLogin: true, token: 'tok' });
    expect(useBases.getState().baseTopic).toBe('farm/a');
    // The phone and the flag, never the password, anywhere in storage.
    expect(savedLoginInfo()).toEqual({ phone: '13800000002', remember: true });
    const stored = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '');
    expect(stored.some((v) => v.includes('grow123456'))).toBe(false);
  });

  it('logs in with an SMS code (smsCode, no password)', async () => {
    const seen = fakeFetch({ 'POST /api/v2/auth_related/login': loginOk });
    expect(await submitLogin(form({ mode: 'code', authCode: '123456' }))).toBe(true);
    const body = JSON.parse(seen[0]?.body ?? '{}') as Record<string, unknown>;
    expect([body.smsCode, body.password]).toEqual(['123456', undefined]);
    expect(savedLoginInfo()).toEqual({ phone: '13800000002', remember: false });
  });

  it('puts the msg of any other status in the snackbar', async () => {
    fakeFetch({
      'POST /api/v2/auth_related/login': { json: { status: 0, msg: '账号或密码错误', data: null } },
    });
    expect(await submitLogin(form())).toBe(false);
    expect(snack()).toMatchObject({ message: '账号或密码错误', durationMs: 3000 });
    expect(useSession.getState().isLogin).toBe(false);
  });

  it('sends the login code with safecode and starts the countdown only on status 1', async () => {
    fakeFetch({
      'GET /api/v1/common/sms/safecode/13800000002': {
        json: { status: 1, msg: 'ok', data: { msg: '发送成功' } },
      },
      'GET /api/v1/common/sms/safecode/13800000009': {
        json: { status: -1, msg: 'x', data: { err: '该手机号未注册' } },
      },
    });
    expect(await requestLoginCode('13800000002')).toBe(true);
    expect(snack()?.message).toBe('验证码发送成功,请注意查收');
    expect(await requestLoginCode('13800000009')).toBe(false);
    expect(snack()?.message).toBe('该手机号未注册');
  });

  it('tells the grower how long to wait on a 429 and hands the wait to the button', async () => {
    const tooMany = { code: 10090, msg: '尝试次数过多，请57秒后再试', retryAfter: 57 };
    fakeFetch({
      'POST /api/v2/auth_related/login': { status: 429, json: tooMany },
      'GET /api/v1/common/sms/safecode/13800000002': { status: 429, json: { ...tooMany, retryAfter: 42 } },
    });
    const waits: number[] = [];
    expect(await submitLogin(form(), (s) => waits.push(s))).toBe(false);
    expect(snack()).toMatchObject({ message: '尝试次数过多，请57秒后再试', severity: 'warning' });
    expect(await requestLoginCode('13800000002', (s) => waits.push(s))).toBe(false);
    expect(waits).toEqual([57, 42]);
    expect(snack()?.message).toBe('尝试次数过多，请42秒后再试');
  });
});

describe('register tab', () => {
  beforeEach(() => {
    localStorage.clear();
    closeSnackbar();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('send code needs a phone first, then the agreement, with a 2 s snackbar', async () => {
    const seen = fakeFetch({ 'GET /api/v1/common/sms/code/13700000000': { json: { status: 1, msg: 'ok' } } });
    expect(await requestRegisterCode('', true)).toBe(false);
    expect(snack()).toMatchObject({ message: '请先输入手机号！', durationMs: 2000 });
    expect(await requestRegisterCode('13700000000', false)).toBe(false);
    expect(snack()?.message).toBe('请先阅读并同意协议！');
    expect(await requestRegisterCode('13700000000', true)).toBe(true);
    expect(snack()).toMatchObject({ message: '验证码发送成功,请注意查收', durationMs: 2000 });
    expect(seen).toHaveLength(1);
  });

  it('register validates the form, posts form-encoded mobile, password, smsCode and keeps the phone', async () => {
    const seen = fakeFetch({ 'POST /api/v2/auth_related/user': { json: { status: 1, msg: '注册成功' } } });
    expect(await submitRegister({ phone: '13700000000', password: '', code: '123456' }, true)).toBe(false);
    expect(snack()).toMatchObject({ message: '输入有误，请检查！', durationMs: 2000 });
    expect(await submitRegister({ phone: '13700000000', password: 'secret1', code: '123456' }, true)).toBe(
      true,
    );
    expect(seen[0]?.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      mobile: '13700000000',
      password: 'secret1',
      smsCode: '123456',
    });
    expect(snack()).toMatchObject({ message: '注册成功', durationMs: 2000 });
    expect(readItem('registeredPhone', z.string())).toBe('13700000000');
  });

  it('register -2 says authorisation failed; other statuses show data.msg', async () => {
    let status = -2;
    fakeFetch({
      'POST /api/v2/auth_related/user': () => ({
        json: { status, msg: 'm', data: { msg: '验证码错误或已过期' } },
      }),
    });
    const values = { phone: '13700000000', password: 'secret1', code: '000000' };
    expect(await submitRegister(values, true)).toBe(false);
    expect(snack()?.message).toBe('授权失败，请检查手机号是否正确');
    status = 0;
    writeItem('registeredPhone', 'untouched');
    expect(await submitRegister(values, true)).toBe(false);
    expect(snack()?.message).toBe('验证码错误或已过期');
    expect(readItem('registeredPhone', z.string())).toBe('untouched');
  });
});
