import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { hintOf, registerAnswer, sendCodeAnswer } from './answers';
import { say } from './login-actions';

describe('send-code answers (seed section 8)', () => {
  it('status 1 starts the countdown and says the code was sent', () => {
    const answer = sendCodeAnswer({ status: 1, msg: 'ok' });
    expect(answer.sent).toBe(true);
    expect(say(answer.said)).toBe('验证码发送成功,请注意查收');
  });

  it('-2 asks to check the phone, -1 shows data.err, other shows data.msg', () => {
    expect(say(sendCodeAnswer({ status: -2, msg: 'x' }).said)).toBe(i18n.t('auth:checkPhone'));
    expect(sendCodeAnswer({ status: -1, msg: 'm', data: { err: '该手机号已注册' } }).said).toEqual({
      text: '该手机号已注册',
    });
    expect(sendCodeAnswer({ status: 0, msg: 'm', data: { msg: '请勿频繁发送' } }).said).toEqual({
      text: '请勿频繁发送',
    });
    expect(sendCodeAnswer({ status: 0, msg: 'fallback' }).said).toEqual({ text: 'fallback' });
  });
});

describe('register answers (seed section 8)', () => {
  it('1 is registration successful, -2 authorisation failed, other data.msg', () => {
    expect(registerAnswer({ status: 1, msg: '' })).toEqual({
      registered: true,
      said: { key: 'auth:registerSuccess' },
    });
    expect(say(registerAnswer({ status: -2, msg: '' }).said)).toBe('授权失败，请检查手机号是否正确');
    expect(registerAnswer({ status: 0, msg: 'm', data: { msg: '验证码错误' } }).said).toEqual({
      text: '验证码错误',
    });
  });

  it('reads the hint of a refused user detail, else its msg', () => {
    expect(hintOf({ status: 0, msg: 'm', data: { hint: '请先绑定' } })).toBe('请先绑定');
    expect(hintOf({ status: 0, msg: 'm' })).toBe('m');
  });
});
