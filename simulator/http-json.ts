/**
 * The JSON answers of the simulator's HTTP routes (/sim/world/*), gzipped when the asker accepts it
 * and the body is worth it: the trainer console loads the scenario library (about 50 kB of JSON) and
 * the event catalogue through the app's server, whose proxy passes them on as they are.
 */
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Below this a gzip frame saves too little to be worth the CPU. */
export const compressFromBytes = 1024;

/** Whether an Accept-Encoding header takes gzip (a `q=0` refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Sends `body` as JSON, not cached; gzipped when the request accepts it and it is large enough. */
export function sendJson(res: ServerResponse, status: number, body: unknown): true {
  const text = Buffer.from(JSON.stringify(body), 'utf8');
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'accept-encoding',
  };
  const gzip = text.byteLength >= compressFromBytes && acceptsGzip(res.req.headers['accept-encoding']);
  const payload = gzip ? gzipSync(text) : text;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = payload.byteLength;
  res.writeHead(status, headers);
  res.end(payload);
  return true;
}
