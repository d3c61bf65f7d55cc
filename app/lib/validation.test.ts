import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../i18n';
import {
  isPhoneNumber,
  missingRegisterFields,
  validateLogin,
  validatePhone,
  validateRegister,
  validateSendLoginCode,
  validateSendRegisterCode,
  validateSmsCode,
} from './validation';

const zh = (key: MessageKey) => translate(key, {}, 'zh-CN');

describe('phone (seed section 5)', () => {
  it('empty or blank: 手机号不能为空!', () => {
    expect(validatePhone('')).toBe('validation:phoneEmpty');
    expect(validatePhone('   ')).toBe('validation:phoneEmpty');
    expect(zh('validation:phoneEmpty')).toBe('手机号不能为空!');
  });

  it.each([
    '13800138000', // 11-digit mobile
    '1234567', // 7-digit landline
    '12345678', // 8-digit landline
    '0101234567', // 3-digit area code, no dash
    '010-12345678', // 3-digit area code and dash
    '0755-1234567', // 4-digit area code and dash
    '010-12345678-1', // 1-digit extension
    '0755-1234567-1234', // 4-digit extension
    '12345678-12', // extension, no area code
  ])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
    expect(validatePhone(phone)).toBeNull();
  });

  it.each([
    '1380013800', // 10 digits
    '138001380001', // 12 digits
    '123456', // 6-digit landline
    '123456789', // 9-digit landline
    '010-12345678-12345', // 5-digit extension
    '01-1234567', // 2-digit area code
    '13800l38000', // a letter
    ' 13800138000', // padded
    '+8613800138000', // country code
  ])('rejects %s: 您输入的手机号有误,请重新输入!', (phone) => {
    expect(validatePhone(phone)).toBe('validation:phoneInvalid');
    expect(zh('validation:phoneInvalid')).toBe('您输入的手机号有误,请重新输入!');
  });

  it('sending a login code uses the same phone validation', () => {
    expect(validateSendLoginCode('')).toBe('validation:phoneEmpty');
    expect(validateSendLoginCode('123')).toBe('validation:phoneInvalid');
    expect(validateSendLoginCode('13800138000')).toBeNull();
  });
});

describe('SMS code and login', () => {
  it('the code must be exactly 6 characters: 验证码长度不合格!', () => {
    expect(validateSmsCode('123456')).toBeNull();
    expect(validateSmsCode('12345')).toBe('validation:codeLength');
    expect(validateSmsCode('1234567')).toBe('validation:codeLength');
    expect(validateSmsCode('')).toBe('validation:codeLength');
    expect(zh('validation:codeLength')).toBe('验证码长度不合格!');
  });

  it('login checks the phone first, and the code only in code mode', () => {
    expect(validateLogin('code', { phone: '', authCode: '1' })).toBe('validation:phoneEmpty');
    expect(validateLogin('code', { phone: '13800138000', authCode: '1' })).toBe('validation:codeLength');
    expect(validateLogin('code', { phone: '13800138000', authCode: '123456' })).toBeNull();
    expect(validateLogin('password', { phone: '13800138000', authCode: '' })).toBeNull();
    expect(validateLogin('password', { phone: 'x', authCode: '' })).toBe('validation:phoneInvalid');
  });
});

describe('registration', () => {
  it('send-code needs a phone first (请先输入手机号！), then the agreement (请先阅读并同意协议！)', () => {
    expect(validateSendRegisterCode('', true)).toBe('validation:enterPhoneFirst');
    expect(validateSendRegisterCode('', false)).toBe('validation:enterPhoneFirst');
    expect(validateSendRegisterCode('13800138000', false)).toBe('validation:agreeFirst');
    expect(validateSendRegisterCode('13800138000', true)).toBeNull();
    expect(zh('validation:enterPhoneFirst')).toBe('请先输入手机号！');
    expect(zh('validation:agreeFirst')).toBe('请先阅读并同意协议！');
  });

  it('register needs phone, password and code, else 输入有误，请检查！', () => {
    const full = { phone: '13800138000', password: 'secret1', code: '123456' };
    expect(validateRegister(full)).toBeNull();
    expect(missingRegisterFields(full)).toEqual([]);
    expect(missingRegisterFields({ phone: '', password: ' ', code: '1' })).toEqual(['phone', 'password']);
    for (const field of ['phone', 'password', 'code'] as const) {
      expect(validateRegister({ ...full, [field]: '' })).toBe('validation:inputWrong');
    }
    expect(zh('validation:inputWrong')).toBe('输入有误，请检查！');
  });
});
