import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, isSilent, NetworkError } from './errors';
import { createHttpClient, type HttpClientOptions } from './http';

const BASE = 'http://cloud.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function client(extra: Partial<HttpClientOptions> = {}) {
  const log = vi.fn();
  const onNetworkTimeout = vi.fn();
  return { log, onNetworkTimeout, api: createHttpClient({ baseUrl: BASE, log, onNetworkTimeout, ...extra }) };
}

/** Echoes what the server received: method, query, content type and body text. */
function echo(path: string) {
  return http.all(`*${path}`, async ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({
      status: 1,
      method: request.method,
      query: [...url.searchParams.entries()],
      contentType: request.headers.get('content-type'),
      text: request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text(),
    });
  });
}

describe('createHttpClient: encoding', () => {
  it('GET sends data as query params (null/undefined left out, arrays repeated)', async () => {
    server.use(echo('/api/x'));
    const body = await client().api.get('/api/x', {
      mobile: '13800000000',
      n: 3,
      ok: true,
      gone: undefined,
      ids: [1, 2],
    });
    expect(body.method).toBe('GET');
    expect(body.query).toEqual([
      ['mobile', '13800000000'],
      ['n', '3'],
      ['ok', 'true'],
      ['ids', '1'],
      ['ids', '2'],
    ]);
  });

  it('POST sends JSON', async () => {
    server.use(echo('/api/x'));
    const body = await client().api.post('/api/x', { mobile: '138', nested: { a: 1 } });
    expect(body.contentType).toBe('application/json');
    expect(JSON.parse(String(body.text))).toEqual({ mobile: '138', nested: { a: 1 } });
  });

  it('POST sends multipart form data when a value is a File or Blob', async () => {
    server.use(
      http.post('*/api/upload', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('photo');
        return HttpResponse.json({
          contentType: request.headers.get('content-type'),
          zone: form.get('zone'),
          fileName: file instanceof File ? file.name : null,
          fileText: file instanceof Blob ? await file.text() : null,
        });
      }),
    );
    const photo = new File(['png-bytes'], 'zone.png', { type: 'image/png' });
    const body = await client().api.post('/api/upload', { zone: 3, photo });
    expect(String(body.contentType)).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatchObject({ zone: '3', fileName: 'zone.png', fileText: 'png-bytes' });
  });

  it('POST with form: true sends application/x-www-form-urlencoded (register)', async () => {
    server.use(echo('/api/x'));
    const body = await client().api.post(
      '/api/x',
      { mobile: '138', password: 'p w&d', smsCode: '123456' },
      { form: true },
    );
    expect(String(body.contentType)).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(body.text)))).toEqual({
      mobile: '138',
      password: 'p w&d',
      smsCode: '123456',
    });
  });

  it('PUT sends JSON and DELETE sends query params, appended to a path that has a query', async () => {
    server.use(echo('/api/x'));
    const { api } = client();
    const put = await api.put('/api/x', { a: 1 });
    expect(put).toMatchObject({ method: 'PUT', contentType: 'application/json', text: '{"a":1}' });
    const del = await api.del('/api/x?token=t1', { extra: 'y' });
    expect(del).toMatchObject({
      method: 'DELETE',
      query: [
        ['token', 't1'],
        ['extra', 'y'],
      ],
    });
  });
});

describe('createHttpClient: answers', () => {
  it('a 2xx answer resolves with the parsed JSON body', async () => {
    server.use(
      http.get('*/api/ok', () =>
        HttpResponse.json({ status: 1, msg: 'success', data: { x: 1 } }, { status: 201 }),
      ),
    );
    await expect(client().api.get('/api/ok')).resolves.toEqual({ status: 1, msg: 'success', data: { x: 1 } });
  });

  it('a 2xx answer that is not JSON, or not a JSON object, is a clear rejection', async () => {
    server.use(
      http.get('*/api/html', () => HttpResponse.text('<html>proxy page</html>')),
      http.get('*/api/list', () => HttpResponse.json([1, 2])),
    );
    const { api, log } = client();
    const error = await api.get('/api/html').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('[api] GET /api/html: HTTP 200 answer is not a JSON object');
    await expect(api.get('/api/list')).rejects.toThrow('answer is not a JSON object');
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('a non-2xx answer with a catalogue code rejects with the catalogue message and is logged', async () => {
    server.use(
      http.get('*/api/cost', () => HttpResponse.json({ code: 10051, msg: 'jwt expired' }, { status: 401 })),
    );
    const { api, log } = client();
    const error = await api.get('/api/cost').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'access token expired',
      status: 401,
      code: 10051,
      i18nKey: 'errors:10051',
    });
    expect(isSilent(error)).toBe(false);
    expect(log).toHaveBeenCalledWith('[api] GET /api/cost: HTTP 401: access token expired', {
      code: 10051,
      msg: 'jwt expired',
    });
  });

  it.each([
    ['a string msg', { code: 4242, msg: 'zone locked' }, 'zone locked'],
    ['a string message', { message: 'bad gateway config' }, 'bad gateway config'],
    ['an object msg', { msg: { mobile: 'required' } }, 'mobile: required'],
    [
      'a list msg',
      { code: 1, msg: ['mobile required', { password: 'too short' }] },
      'mobile required; password: too short',
    ],
    ['nothing usable', { code: 4242 }, 'frontend error code undefined (HTTP 400)'],
  ])('a non-2xx answer with %s rejects with the server message', async (_label, payload, expected) => {
    server.use(http.get('*/api/bad', () => HttpResponse.json(payload, { status: 400 })));
    const error = await client()
      .api.get('/api/bad')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(expected);
  });

  it('509 is still an answer; 510 and up is a silent network error', async () => {
    server.use(
      http.get('*/api/509', () => HttpResponse.json({ code: 999 }, { status: 509 })),
      http.get('*/api/510', () => HttpResponse.json({ code: 999 }, { status: 510 })),
    );
    const { api, log, onNetworkTimeout } = client();
    await expect(api.get('/api/509')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'server unknown error',
    });
    const error = await api.get('/api/510').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'status', status: 510, silent: true });
    expect(log).toHaveBeenCalledWith('[api] GET /api/510: HTTP 510, treated as a network error');
    expect(onNetworkTimeout).not.toHaveBeenCalled();
  });
});

describe('createHttpClient: network failures', () => {
  it('a timeout (15 s by default) rejects with a NetworkError and reports the seed message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/slow', () => new Promise<never>(() => {})));
    const { api, onNetworkTimeout } = client();
    const pending = api.get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(onNetworkTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      kind: 'timeout',
      message: '网络连接超时，请检查您的网络或服务器是否正常运行',
    });
    expect(onNetworkTimeout).toHaveBeenCalledExactlyOnceWith(
      '网络连接超时，请检查您的网络或服务器是否正常运行',
    );
    // Already reported through the hook, so callers must not show it a second time.
    expect(isSilent(error)).toBe(true);
  });

  it('another network failure is logged only and rejects silently', async () => {
    server.use(http.get('*/api/down', () => HttpResponse.error()));
    const { api, log, onNetworkTimeout } = client();
    const error = await api.get('/api/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'offline', silent: true });
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toMatch(/^\[api\] GET \/api\/down: network error/);
    expect(onNetworkTimeout).not.toHaveBeenCalled();
  });
});
