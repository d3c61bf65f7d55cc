/**
 * Cluster mode's engines: aedes' message bus on Redis pub/sub (mqemitter-redis) and its
 * sessions, subscriptions, retained and offline QoS 1 messages in Redis (aedes-persistence-redis), so
 * that every broker process on one Redis is one broker to its clients.
 */
import aedesPersistenceRedis from 'aedes-persistence-redis';
import mqemitterRedis from 'mqemitter-redis';

export type ClusterEngines = {
  mq: unknown;
  persistence: unknown;
  /** Closes the persistence's Redis connections (aedes closes the emitter itself). */
  close: () => Promise<void>;
};

type RedisOptions = { host: string; port: number; username?: string; password?: string; db: number };

/** `redis://[user:password@]host[:port][/db]` as ioredis options; throws naming the bad part. */
export function redisOptions(url: string): RedisOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`--redis ${url} is not a URL (expected redis://host:port[/db])`);
  }
  if (parsed.protocol !== 'redis:') throw new Error(`--redis ${url}: only redis:// URLs are supported`);
  const db = parsed.pathname.replace(/^\//, '') || '0';
  if (!/^\d+$/.test(db)) throw new Error(`--redis ${url}: the database (${db}) must be a number`);
  const port = parsed.port === '' ? 6379 : Number(parsed.port);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port,
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    db: Number(db),
  };
}

export function clusterEngines(redisUrl: string): ClusterEngines {
  const options = redisOptions(redisUrl);
  const mq = mqemitterRedis({ ...options });
  const persistence = aedesPersistenceRedis({ ...options });
  let closed: Promise<void> | undefined;
  return {
    mq,
    persistence,
    close() {
      closed ??= Promise.resolve(persistence.destroy()).then(() => undefined);
      return closed;
    },
  };
}
