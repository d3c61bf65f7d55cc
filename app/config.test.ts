import { describe, expect, it } from 'vitest';
import { config, parseConfig, WECHAT_QR_PAGE, type AppLocation } from './config';

const local: AppLocation = { protocol: 'http:', host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' };
const secure: AppLocation = {
  protocol: 'https:',
  host: 'farm.example.com',
  origin: 'https://farm.example.com',
};

describe('parseConfig', () => {
  it('gives the simulated defaults of `npm start` for an empty dev environment', () => {
    const c = parseConfig({ DEV: true, PROD: false }, local);
    expect(c).toEqual({
      apiBase: '',
      appInfoBase: '',
      mqttUrl: 'ws://127.0.0.1:5173/mqtt/',
      mqttUsername: undefined,
      mqttPassword: undefined,
      wechatAppId: 'wx-simulated',
      wechatQrUrl: 'http://127.0.0.1:5173/sim/wechat/qr',
      authCallbackUrl: 'http://127.0.0.1:5173/auth_check',
      simulated: true,
      maxPayloadBytes: 1048576,
      liveAckTimeoutMs: 10000,
      mainSiteBase: 'http://127.0.0.1:5173/',
      newSiteBase: 'http://127.0.0.1:5173/',
      smartfertiBase: 'http://127.0.0.1:5173/smartferti/',
    });
  });

  it('derives wss:// from an https page and is not simulated in a production build', () => {
    const c = parseConfig({ PROD: true }, secure);
    expect(c.mqttUrl).toBe('wss://farm.example.com/mqtt/');
    expect(c.simulated).toBe(false);
    expect(c.wechatQrUrl).toBe(WECHAT_QR_PAGE);
    expect(c.wechatAppId).toBe('');
  });

  it('takes every valid setting as given', () => {
    const c = parseConfig(
      {
        PROD: true,
        VITE_API_BASE: 'https://api.example.com/',
        VITE_APP_INFO_BASE: 'https://info.example.com',
        VITE_MQTT_URL: 'wss://broker.example.com/mqtt/',
        VITE_MQTT_USERNAME: 'grower',
        VITE_MQTT_PASSWORD: 's3cret',
        VITE_WECHAT_APPID: 'wx1234abcd',
        VITE_WECHAT_QR_URL: 'https://qr.example.com/login',
        VITE_SIMULATED: 'true',
        VITE_MAX_PAYLOAD_BYTES: '65536',
        VITE_LIVE_ACK_TIMEOUT_MS: '2500',
        VITE_MAIN_SITE_BASE: 'https://www.example.com/',
        VITE_NEW_SITE_BASE: 'https://new.example.com/',
        VITE_SMARTFERTI_BASE: '/smartferti/app/',
      },
      secure,
    );
    expect(c).toMatchObject({
      apiBase: 'https://api.example.com',
      appInfoBase: 'https://info.example.com',
      mqttUrl: 'wss://broker.example.com/mqtt/',
      mqttUsername: 'grower',
      mqttPassword: 's3cret',
      wechatAppId: 'wx1234abcd',
      wechatQrUrl: 'https://qr.example.com/login',
      simulated: true,
      maxPayloadBytes: 65536,
      liveAckTimeoutMs: 2500,
      mainSiteBase: 'https://www.example.com/',
      newSiteBase: 'https://new.example.com/',
      smartfertiBase: 'https://farm.example.com/smartferti/app/',
    });
  });

  it('treats empty strings as unset', () => {
    const c = parseConfig({ VITE_API_BASE: '', VITE_MQTT_URL: '', VITE_SIMULATED: '' }, local);
    expect(c.apiBase).toBe('');
    expect(c.mqttUrl).toBe('ws://127.0.0.1:5173/mqtt/');
    expect(c.simulated).toBe(true);
  });

  it.each([
    ['VITE_MQTT_URL', 'http://broker/mqtt/', 'VITE_MQTT_URL: must be a ws:// or wss:// URL'],
    ['VITE_MQTT_URL', 'not a url', 'VITE_MQTT_URL: must be a ws:// or wss:// URL'],
    ['VITE_API_BASE', 'ftp://files', 'VITE_API_BASE: must be an http:// or https:// URL or a path'],
    ['VITE_APP_INFO_BASE', 'info.example.com', 'VITE_APP_INFO_BASE: must be an http:// or https://'],
    ['VITE_WECHAT_QR_URL', 'javascript:alert(1)', 'VITE_WECHAT_QR_URL: must be an http://'],
    ['VITE_SMARTFERTI_BASE', 'smartferti', 'VITE_SMARTFERTI_BASE: must be an http://'],
    ['VITE_SIMULATED', 'yes', "VITE_SIMULATED: must be 'true' or 'false'"],
    ['VITE_MAX_PAYLOAD_BYTES', '1MB', 'VITE_MAX_PAYLOAD_BYTES: must be a positive whole number'],
    ['VITE_MAX_PAYLOAD_BYTES', '0', 'VITE_MAX_PAYLOAD_BYTES: must be a positive whole number'],
    ['VITE_LIVE_ACK_TIMEOUT_MS', '-5', 'VITE_LIVE_ACK_TIMEOUT_MS: must be a positive whole number'],
    ['VITE_WECHAT_APPID', 'wx 12', 'VITE_WECHAT_APPID: must be letters, digits, _ or -'],
  ])('rejects %s=%s naming the setting', (name, value, message) => {
    expect(() => parseConfig({ [name]: value }, local)).toThrow(message);
  });

  it('rejects half a broker credential pair', () => {
    expect(() => parseConfig({ VITE_MQTT_USERNAME: 'u' }, local)).toThrow(
      'VITE_MQTT_PASSWORD: must be set together with the other one',
    );
    expect(() => parseConfig({ VITE_MQTT_PASSWORD: 'p' }, local)).toThrow('VITE_MQTT_USERNAME');
  });

  it('names every bad setting at once', () => {
    expect(() => parseConfig({ VITE_SIMULATED: 'on', VITE_MQTT_URL: 'x' }, local)).toThrow(
      /VITE_MQTT_URL: .*; VITE_SIMULATED: /,
    );
  });
});

describe('config', () => {
  it('parses lazily from import.meta.env without a window', () => {
    expect(typeof config.simulated).toBe('boolean');
    expect(config.mqttUrl).toMatch(/^wss?:\/\//);
    expect(Object.keys(config)).toContain('apiBase');
  });
});
