import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { costResponse } from '../../protocol/rest';
import * as api from './endpoints';
import { ApiError } from './errors';
import { createHttpClient } from './http';

type Seen = {
  method: string;
  path: string;
  query: Record<string, string>;
  type: string | null;
  body: unknown;
};

const seen: Seen[] = [];
const ok = { status: 1, msg: 'success', data: { token: 't1' } };
const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const type = request.headers.get('content-type');
    const text = ['GET', 'DELETE'].includes(request.method) ? '' : await request.text();
    const body: unknown = type?.startsWith('application/json')
      ? JSON.parse(text)
      : Object.fromEntries(new URLSearchParams(text));
    seen.push({
      method: request.method,
      path: `${url.origin}${url.pathname}`,
      query: Object.fromEntries(url.searchParams),
      type,
      body,
    });
    return HttpResponse.json(ok);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

const cloud = createHttpClient({ baseUrl: 'http://cloud.test', log: () => {} });
const info = createHttpClient({ baseUrl: 'http://info.test', log: () => {} });
const json = 'application/json';
const form = 'application/x-www-form-urlencoded;charset=UTF-8';
const session = { mobile: '13800000000', token: 'tok' };

describe('endpoints: paths, methods and encodings', () => {
  it.each([
    [
      'login by password',
      () => api.login(cloud, { mobile: '13800000000', password: 'pw', uuid: 'u-1', agent: 'UA' }),
      {
        method: 'POST',
        path: 'http://cloud.test/api/v2/auth_related/login',
        type: json,
        body: { mobile: '13800000000', password: 'pw', uuid: 'u-1', agent: 'UA' },
      },
    ],
    [
      'login by code',
      () => api.login(cloud, { mobile: '13800000000', smsCode: '123456', uuid: 'u-1', agent: 'UA' }),
      {
        method: 'POST',
        path: 'http://cloud.test/api/v2/auth_related/login',
        type: json,
        body: { mobile: '13800000000', smsCode: '123456', uuid: 'u-1', agent: 'UA' },
      },
    ],
    [
      'register',
      () => api.register(cloud, { mobile: '13800000000', password: 'pw', smsCode: '123456' }),
      {
        method: 'POST',
        path: 'http://cloud.test/api/v2/auth_related/user',
        type: form,
        body: { mobile: '13800000000', password: 'pw', smsCode: '123456' },
      },
    ],
    [
      'sendRegisterCode',
      () => api.sendRegisterCode(cloud, { phone: '13800000000' }),
      { method: 'GET', path: 'http://cloud.test/api/v1/common/sms/code/13800000000', query: {} },
    ],
    [
      'sendLoginCode',
      () => api.sendLoginCode(cloud, { phone: '010-1234567' }),
      { method: 'GET', path: 'http://cloud.test/api/v1/common/sms/safecode/010-1234567', query: {} },
    ],
    [
      'deleteAccount',
      () => api.deleteAccount(cloud, { token: 'tok' }),
      { method: 'DELETE', path: 'http://cloud.test/api/v2/auth_related/user', query: { token: 'tok' } },
    ],
    [
      'userDetail',
      () => api.userDetail(cloud, session),
      { method: 'GET', path: 'http://cloud.test/api/v2/auth_related/user/detail', query: session },
    ],
    [
      'baseServers',
      () => api.baseServers(cloud, session),
      { method: 'GET', path: 'http://cloud.test/api/v1/easygrow/general/user/base_server', query: session },
    ],
    [
      'appInfo (own base)',
      () => api.appInfo(info, { appid: 'gh', version: '1.2.0' }),
      { method: 'GET', path: 'http://info.test/v1/app-info', query: { appid: 'gh', version: '1.2.0' } },
    ],
    [
      'userCost',
      () => api.userCost(cloud, session),
      { method: 'GET', path: 'http://cloud.test/api/v2/auth_related/user/cost', query: session },
    ],
    [
      'retrievePassword',
      () => api.retrievePassword(cloud, { mobile: '13800000000', smsCode: '123456', password: 'new' }),
      {
        method: 'PUT',
        path: 'http://cloud.test/api/v2/auth_related/user/password',
        type: json,
        body: { mobile: '13800000000', smsCode: '123456', password: 'new' },
      },
    ],
    [
      'changePassword',
      () => api.changePassword(cloud, { token: 'tok', oldPassword: 'a', newPassword: 'b' }),
      {
        method: 'POST',
        path: 'http://cloud.test/api/v2/auth_related/user/password',
        type: json,
        body: { token: 'tok', oldPassword: 'a', newPassword: 'b' },
      },
    ],
  ] as const)('%s', async (_name, run, expected) => {
    await expect(run()).resolves.toEqual(ok);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject(expected);
  });

  it('puts the phone into the path escaped', async () => {
    await api.sendRegisterCode(cloud, { phone: '1/2?3' });
    expect(seen[0]?.path).toBe('http://cloud.test/api/v1/common/sms/code/1%2F2%3F3');
  });
});

describe('endpoints: answers', () => {
  it('without a schema, checks the envelope and rejects an answer with no numeric status', async () => {
    server.use(http.get('*/api/v1/common/sms/code/:phone', () => HttpResponse.json({ msg: 'hi' })));
    const error = await api.sendRegisterCode(cloud, { phone: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/^\[api\] sendRegisterCode: unexpected answer: status: /);
  });

  it('without a schema, a null msg reads as absent and data passes through', async () => {
    server.use(
      http.get('*/api/v1/common/sms/code/:phone', () =>
        HttpResponse.json({ status: -1, msg: null, data: { err: 'too often' } }),
      ),
    );
    await expect(api.sendRegisterCode(cloud, { phone: '1' })).resolves.toEqual({
      status: -1,
      data: { err: 'too often' },
    });
  });

  it('with a schema, returns its typed output or rejects naming the call and the field', async () => {
    const schema = z.object({ status: z.literal(1), data: z.object({ token: z.string() }) });
    const answer = await api.login(cloud, { mobile: '1', password: 'p', uuid: 'u', agent: 'a' }, schema);
    expect(answer.data.token).toBe('t1');
    const strict = z.object({ status: z.number(), data: z.object({ servers: z.array(z.unknown()) }) });
    await expect(api.userDetail(cloud, session, strict)).rejects.toThrow(
      '[api] userDetail: unexpected answer: data.servers:',
    );
  });

  it("takes protocol/rest.ts schemas as they are (the screen layer's seam)", async () => {
    const cost = {
      yearlyPayment: { total: 100, endDate: '2024-01-31' },
      constructCost: { arrearsAmount: 0, lastPaymentDate: '2024-02-01' },
    };
    server.use(
      http.get('*/api/v2/auth_related/user/cost', () => HttpResponse.json({ status: 1, data: { cost } })),
    );
    const answer = await api.userCost(cloud, session, costResponse);
    expect(answer.msg).toBe('');
    expect(answer.data?.cost?.yearlyPayment.endDate).toBe('2024-01-31');
  });
});
