import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsGzip, compressFromBytes, sendJson } from './http-json.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server answering `body` with sendJson; `get` asks it with the given Accept-Encoding, raw bytes back. */
async function serving(body: unknown) {
  const server = http.createServer((_req, res) => sendJson(res, 200, body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  return (acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      http
        .get({ host: '127.0.0.1', port, path: '/sim/world/scenarios', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
}

const library = Array.from({ length: 40 }, (_, i) => ({
  name: `scenario-${i}`,
  title: '热浪中午 '.repeat(10),
}));

describe('sendJson', () => {
  it('gzips a large answer for an asker that accepts gzip, and says so', async () => {
    const get = await serving(library);
    const { headers, bytes } = await get('gzip, deflate, br');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toBe('accept-encoding');
    expect(Number(headers['content-length'])).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(library).length / 4);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(library);
  });

  it('sends plain JSON to an asker that does not accept gzip', async () => {
    const get = await serving(library);
    for (const accept of [undefined, 'identity', 'gzip;q=0, identity']) {
      const { headers, bytes } = await get(accept);
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(bytes.toString('utf8'))).toEqual(library);
    }
  });

  it('leaves a small answer plain', async () => {
    const small = { running: false };
    expect(JSON.stringify(small).length).toBeLessThan(compressFromBytes);
    const get = await serving(small);
    const { headers, bytes } = await get('gzip');
    expect(headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(small);
  });
});

describe('acceptsGzip', () => {
  it('reads the codings and their weights', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip(['deflate', 'gzip'])).toBe(true);
  });
});
