/** Small JSON helpers of the trainer's control routes (the same shapes as world-control.ts). */
import type { IncomingMessage } from 'node:http';
import { sendJson } from '../http-json.ts';

const maxBody = 64 * 1024;

export async function readJson(
  req: IncomingMessage,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> {
  let size = 0;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) {
      if (!Buffer.isBuffer(chunk)) return { ok: false, reason: 'body is not bytes' }; // no encoding set: never
      size += chunk.byteLength;
      if (size > maxBody) return { ok: false, reason: 'body too large' };
      chunks.push(chunk);
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return { ok: true, value: text.trim() === '' ? {} : JSON.parse(text) };
  } catch {
    return { ok: false, reason: 'body is not JSON' };
  }
}

/** A JSON answer (gzipped for an asker that takes it: http-json.ts). */
export const send = sendJson;
