import { describe, expect, it } from 'vitest';
import { ackCodes, errorCatalogue } from '../../protocol/errors';
import { en } from './en';
import { i18n, translate, type MessageKey } from './index';
import { zhCN } from './zh-CN';

const keysOf = (tree: Record<string, Record<string, string>>): string[] =>
  Object.entries(tree).flatMap(([ns, messages]) => Object.keys(messages).map((k) => `${ns}:${k}`));
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');

describe('message resources', () => {
  it('en has exactly the keys of zh-CN', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zhCN).sort());
  });

  it('every message is non-empty and both languages use the same placeholders', () => {
    for (const key of keysOf(zhCN)) {
      const [ns = '', k = ''] = key.split(':');
      const zh = (zhCN as Record<string, Record<string, string>>)[ns]?.[k] ?? '';
      const other = (en as Record<string, Record<string, string>>)[ns]?.[k] ?? '';
      expect(zh, key).not.toBe('');
      expect(other, key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(zh));
    }
  });

  it('zh-CN holds the seed texts verbatim', () => {
    const zh = (key: MessageKey) => translate(key, {}, 'zh-CN');
    expect(zh('validation:phoneEmpty')).toBe('手机号不能为空!');
    expect(zh('validation:phoneInvalid')).toBe('您输入的手机号有误,请重新输入!');
    expect(zh('validation:codeLength')).toBe('验证码长度不合格!');
    expect(zh('validation:enterPhoneFirst')).toBe('请先输入手机号！');
    expect(zh('validation:agreeFirst')).toBe('请先阅读并同意协议！');
    expect(zh('validation:inputWrong')).toBe('输入有误，请检查！');
    expect(zh('auth:codeSent')).toBe('验证码发送成功,请注意查收');
    expect(zh('auth:tokenExpired')).toBe('令牌过期，请重新登录！');
    expect(zh('auth:registerSuccess')).toBe('注册成功');
    expect(zh('auth:checkPhone')).toBe('请检查手机号是否正确');
    expect(zh('auth:authFailedCheckPhone')).toBe('授权失败，请检查手机号是否正确');
    expect(zh('auth:notSet')).toBe('暂未设置');
    expect(zh('auth:experienceAccount')).toBe('体验账号');
    expect(zh('auth:noServer')).toBe('您还没有绑定服务器，请联系管理员绑定');
    expect(zh('network:timeout')).toBe('网络连接超时，请检查您的网络或服务器是否正常运行');
  });

  it('en holds the seed English verbatim: the timeout, the error catalogue and the ack codes', () => {
    expect(i18n.t('network:timeout', { lng: 'en' })).toBe(
      'network connection timed out, check your network or whether your server is running normally',
    );
    expect(en.errors).toEqual(
      Object.fromEntries(Object.entries(errorCatalogue).map(([code, text]) => [String(code), text])),
    );
    expect(Object.keys(zhCN.errors).sort()).toEqual(Object.keys(errorCatalogue).sort());
    for (const [code, text] of Object.entries(ackCodes)) {
      expect((en.live as Record<string, string>)[`ack${code}`]).toBe(text);
    }
  });

  it('is initialised synchronously, in zh-CN by default, with interpolation', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('common:resendIn', { s: 42 })).toBe('42s后重新发送');
    expect(i18n.t('resendIn', { s: 42, lng: 'en' })).toBe('Resend in 42s');
  });
});

describe('translate', () => {
  it('translates a key in the current language or the one asked for, with values', () => {
    expect(translate('validation:codeLength')).toBe('验证码长度不合格!');
    expect(translate('common:resendIn', { s: 9 }, 'en')).toBe('Resend in 9s');
    expect(translate('errors:12000', {}, 'en')).toBe('account or password incorrect');
  });
});
