/** The cluster's Redis URL as ioredis options, and the member command lines of `--cluster N`. */
import { describe, expect, it } from 'vitest';
import { readCliConfig } from './cli-config.ts';
import { redisOptions } from './cluster-engines.ts';
import { memberArgs } from './cluster.ts';

describe('redisOptions', () => {
  it('reads host, port, credentials and database', () => {
    expect(redisOptions('redis://127.0.0.1:6390')).toEqual({ host: '127.0.0.1', port: 6390, db: 0 });
    expect(redisOptions('redis://gh:p%40ss@redis.lan/3')).toEqual({
      host: 'redis.lan',
      port: 6379,
      username: 'gh',
      password: 'p@ss',
      db: 3,
    });
    expect(redisOptions('redis://[::1]:7000').host).toBe('::1');
  });

  it('refuses what it cannot use, naming it', () => {
    expect(() => redisOptions('localhost:6379')).toThrow(/only redis:\/\//);
    expect(() => redisOptions('rediss://h:1')).toThrow(/only redis:\/\//);
    expect(() => redisOptions('redis://h:1/x')).toThrow(/database \(x\)/);
    expect(() => redisOptions('not a url')).toThrow(/not a URL/);
  });
});

describe('memberArgs', () => {
  it('gives member i the ports + i, the shared Redis and the parent options', () => {
    const env = { GH_BROKER_USERNAME: 'u', GH_BROKER_PASSWORD: 'p', GH_BROKER_CONTROLLER_SECRET: 's' };
    const config = readCliConfig(
      [
        '--cluster',
        '2',
        '--tcp-port',
        '2000',
        '--ws-port',
        '3000',
        '--strict',
        '--controller',
        'GH1@farm/gh1',
      ],
      env,
    );
    expect(memberArgs(config, 1, 'redis://127.0.0.1:7')).toEqual([
      '--host',
      '127.0.0.1',
      '--tcp-port',
      '2001',
      '--ws-port',
      '3001',
      '--redis',
      'redis://127.0.0.1:7',
      '--strict',
      '--controller',
      'GH1@farm/gh1',
    ]);
  });
});
