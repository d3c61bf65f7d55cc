import { describe, expect, it } from 'vitest';
import { catalogueMessage, errorCatalogue } from './errors.ts';
import {
  bodyTooLargeCode,
  tooManyAttemptsCode,
  appInfoResponse,
  changePasswordRequest,
  costResponse,
  loginRequest,
  loginResponse,
  phonePattern,
  fillRestPath,
  registerRequest,
  restEndpoints,
  retrievePasswordRequest,
  smsCodeResponse,
  userDetailResponse,
} from './rest.ts';

const servers = [{ sn: 'GH0001', mqttBaseTopic: 'farm/GH0001' }];

describe('REST schemas', () => {
  it('login: request by password or code, response with token and servers', () => {
    expect(
      loginRequest.safeParse({ mobile: '13800000000', password: 'x', uuid: 'u', agent: 'a' }).success,
    ).toBe(true);
    expect(
      loginRequest.safeParse({ mobile: '13800000000', smsCode: '123456', uuid: 'u', agent: 'a' }).success,
    ).toBe(true);
    expect(
      loginRequest.safeParse({ mobile: '13800000000', smsCode: '12345', uuid: 'u', agent: 'a' }).success,
    ).toBe(false);
    expect(loginRequest.safeParse({ mobile: '123', password: 'x', uuid: 'u', agent: 'a' }).success).toBe(
      false,
    );
    const ok = { status: 1, msg: 'ok', data: { token: 't', mobile: '13800000000', servers } };
    expect(loginResponse.safeParse(ok).success).toBe(true);
    expect(loginResponse.safeParse({ status: 1, data: { token: 5 } }).success).toBe(false);
    expect(loginResponse.safeParse({ status: 0, msg: 'account or password incorrect' }).success).toBe(true);
  });

  it('register, sms, user detail, cost, app info', () => {
    expect(
      registerRequest.safeParse({ mobile: '13800000000', password: 'secret1', smsCode: '123456' }).success,
    ).toBe(true);
    expect(registerRequest.safeParse({ mobile: '13800000000', password: 'secret1' }).success).toBe(false);
    expect(smsCodeResponse.safeParse({ status: -1, msg: '', data: { err: 'busy' } }).success).toBe(true);
    expect(smsCodeResponse.safeParse({ status: 'x' }).success).toBe(false);
    expect(
      userDetailResponse.safeParse({ status: 1, msg: 'success', data: { mobile: '13800000000', servers } })
        .success,
    ).toBe(true);
    expect(userDetailResponse.safeParse({ status: 1, data: { mobile: 1 } }).success).toBe(false);
    const cost = {
      yearlyPayment: { total: 1000, endDate: '2026-1-5' },
      constructCost: { arrearsAmount: 0, lastPaymentDate: '2026-01-05' },
    };
    expect(costResponse.safeParse({ status: 1, msg: '', data: { cost } }).success).toBe(true);
    expect(costResponse.safeParse({ status: 1, msg: '', data: { cost: null } }).success).toBe(true);
    expect(
      costResponse.safeParse({
        status: 1,
        data: { cost: { yearlyPayment: { total: 1, endDate: '5/1/2026' } } },
      }).success,
    ).toBe(false);
    const info = {
      androidVersion: '1.2.0',
      androidTime: '',
      androidLog: '',
      apkUrl: '',
      iosVersion: '1.2.0',
      iosTime: '',
      iosLog: '',
      ipaUrl: '',
    };
    expect(appInfoResponse.safeParse({ status: 1, msg: '', data: info }).success).toBe(true);
    expect(appInfoResponse.safeParse({ status: 1, data: { androidVersion: 1 } }).success).toBe(false);
    expect(
      changePasswordRequest.safeParse({ token: 't', oldPassword: 'a', newPassword: 'secret1' }).success,
    ).toBe(true);
    expect(changePasswordRequest.safeParse({ token: 't', oldPassword: 'a', newPassword: '1' }).success).toBe(
      false,
    );
  });

  it('phone: 11-digit mobile or 7-8 digit landline with optional area code and extension', () => {
    for (const good of [
      '13800000000',
      '1234567',
      '12345678',
      '010-12345678',
      '0755-1234567-123',
      '02112345678',
    ]) {
      expect(phonePattern.test(good), good).toBe(true);
    }
    for (const bad of ['', '138000000', '138000000000', 'abc', '010-123456', '1234567-12345']) {
      expect(phonePattern.test(bad), bad).toBe(false);
    }
  });
});

describe('error catalogue', () => {
  it("holds the 13 codes of the seed and the cloud's 2 limits", () => {
    const seedCodes = [777, 999, 10000, 10020, 10030, 10041, 10042, 10051, 10052, 10060, 10070, 10100, 12000];
    expect(
      Object.keys(errorCatalogue)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...seedCodes, bodyTooLargeCode, tooManyAttemptsCode].sort((a, b) => a - b));
    expect(catalogueMessage(12000)).toBe('account or password incorrect');
    expect(catalogueMessage('10051')).toBe('access token expired');
    expect(catalogueMessage(4242)).toBeUndefined();
    expect(catalogueMessage('toString')).toBeUndefined();
  });
});

describe('REST endpoints table', () => {
  it('fills a path from the fields named in it, escaped, and leaves the rest for the query or body', () => {
    const filled = fillRestPath(restEndpoints.sendLoginCode.path, { phone: '1/2?3', uuid: 'dev-1' });
    expect(filled).toEqual({ path: '/api/v1/common/sms/safecode/1%2F2%3F3', rest: { uuid: 'dev-1' } });
    expect(fillRestPath(restEndpoints.userDetail.path, { mobile: 'm', token: 't' })).toEqual({
      path: '/api/v2/auth_related/user/detail',
      rest: { mobile: 'm', token: 't' },
    });
  });

  it('names every path param as a field of its request, and sends a form only with POST or PUT', () => {
    for (const [name, endpoint] of Object.entries(restEndpoints)) {
      const params = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const param of params) {
        expect(endpoint.request.safeParse({ [param!]: 1 }).success, `${name} :${param}`).toBe(false);
        const issues = endpoint.request.safeParse({}).error?.issues.map((issue) => issue.path[0]);
        expect(issues, `${name} :${param}`).toContain(param);
      }
      if ('form' in endpoint) expect(['POST', 'PUT'], name).toContain(endpoint.method);
    }
  });

  it('holds one method and path pair per call', () => {
    const routes = Object.values(restEndpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(restEndpoints.register).toMatchObject({ method: 'POST', form: true });
    expect(restEndpoints.retrievePassword.request).toBe(retrievePasswordRequest);
  });
});
