/** Client ids and qryIds: short, random where it matters, never shared between two tabs. */
import { maxClientIdLength } from '../../protocol/client-ids';

export { maxClientIdLength };

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `n` random base-36 characters from the platform's CSPRNG (browser and Node alike). */
export function randomId(n: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  let out = '';
  for (const b of bytes) out += alphabet[b % 36];
  return out;
}

/**
 * A fresh id per page load (not per session storage: a duplicated tab copies that, and two tabs
 * with one id kick each other off forever). The prefix is cut so at least 8 random characters fit.
 */
export function makeClientId(prefix = 'gh-app-'): string {
  const head = prefix.replace(/[^A-Za-z0-9_-]/g, '').slice(0, maxClientIdLength - 8);
  return head + randomId(Math.min(12, maxClientIdLength - head.length));
}

/**
 * qryIds: `q` + a per-client random tag + a counter. Every app on a base sees every ack, so the tag
 * keeps another tab's answer from settling our request.
 */
export function qryIdSource(tag = randomId(4)): () => string {
  let counter = 0;
  return () => `q${tag}${(counter++).toString(36)}`;
}
