/**
 * Who may read GET /stats (it listed every client id, controllers' included, to anyone).
 * With the stats token: everything. Without it: counts only, and only to a caller on this machine
 * that came through no proxy. Anyone else: 403.
 */
import type { IncomingMessage } from 'node:http';
import { sameSecret } from './auth.ts';
import type { BrokerStats } from './types.ts';

export type StatsAccess = 'full' | 'counts' | 'denied';

const loopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));

export function statsAccess(req: IncomingMessage, token: string | undefined): StatsAccess {
  const auth = req.headers.authorization ?? '';
  if (token && auth.startsWith('Bearer ') && sameSecret(auth.slice(7), token)) return 'full';
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return loopback(req.socket.remoteAddress) && !proxied ? 'counts' : 'denied';
}

/** The stats without anything that names a client. */
export function countsOnly(stats: BrokerStats): BrokerStats {
  return {
    ...stats,
    clients: { ...stats.clients, list: [] },
    violations: { ...stats.violations, byClient: {} },
  };
}
