import { describe, expect, it } from 'vitest';
import { readCliConfig } from './cli-config.ts';

describe('readCliConfig', () => {
  it('defaults to loopback, 8883/1883 and a generated password', () => {
    const config = readCliConfig([], {});
    expect(config).toMatchObject({ host: '127.0.0.1', wsPort: 8883, tcpPort: 1883, username: 'demo' });
    expect(config.generatedPassword).toBe(true);
    expect(config.password.length).toBeGreaterThanOrEqual(16);
    expect(readCliConfig([], {}).password).not.toBe(config.password);
  });

  it('reads the environment, and flags win over it', () => {
    const env = {
      GH_BROKER_HOST: '0.0.0.0',
      GH_BROKER_WS_PORT: '9001',
      GH_BROKER_USERNAME: 'u',
      GH_BROKER_PASSWORD: 'p',
    };
    const config = readCliConfig(['--ws-port', '9100', '--strict', '--stats-every', '5'], env);
    expect(config).toMatchObject({
      host: '0.0.0.0',
      wsPort: 9100,
      tcpPort: 1883,
      username: 'u',
      password: 'p',
    });
    expect(config).toMatchObject({
      generatedPassword: false,
      strict: true,
      statsEveryS: 5,
      queryStats: false,
    });
  });

  it('reads the contract monitor budget: 1000 checks/s by default, 0 for every publish', () => {
    expect(readCliConfig([], {}).monitorRate).toBe(1000);
    expect(readCliConfig([], { GH_BROKER_MONITOR_RATE: '0' }).monitorRate).toBe(0);
    expect(readCliConfig(['--monitor-rate', '250'], { GH_BROKER_MONITOR_RATE: '0' }).monitorRate).toBe(250);
    expect(() => readCliConfig(['--monitor-rate', 'lots'], {})).toThrow(
      '--monitor-rate lots is not a whole number of checks per second',
    );
  });

  it('reads --controller SN@BASE with its secret from the environment, or a generated one', () => {
    const given = readCliConfig(['--controller', 'GH0001@farm/gh0001'], {
      GH_BROKER_CONTROLLER_SECRET: 's3',
    });
    expect(given.controller).toEqual({
      sn: 'GH0001',
      base: 'farm/gh0001',
      secret: 's3',
      generatedSecret: false,
    });
    const generated = readCliConfig(['--strict', '--controller', 'X1@a/b/c'], {});
    expect(generated.controller).toMatchObject({ sn: 'X1', base: 'a/b/c', generatedSecret: true });
    expect(generated.controller?.secret.length).toBeGreaterThanOrEqual(16);
    expect(readCliConfig([], {}).controller).toBeUndefined();
    expect(() => readCliConfig(['--controller', 'farm/x'], {})).toThrow('expected SN@BASE');
    expect(() => readCliConfig(['--controller', 'GH1@farm/#'], {})).toThrow('expected SN@BASE');
  });

  it('names what is wrong', () => {
    expect(() => readCliConfig(['--ws-port', 'x'], {})).toThrow('--ws-port=x is not a port');
    expect(() => readCliConfig(['--bogus'], {})).toThrow('unknown option(s) --bogus');
    expect(() => readCliConfig(['--host'], {})).toThrow('--host needs a value');
    expect(() => readCliConfig([], { GH_BROKER_USERNAME: 'u' })).toThrow('together');
  });

  it('reads --cluster N and --redis URL (GH_BROKER_REDIS_URL), and refuses a bad count', () => {
    expect(readCliConfig([], {})).toMatchObject({ cluster: 0, redisUrl: undefined });
    const env = { GH_BROKER_REDIS_URL: 'redis://10.0.0.5:6390' };
    expect(readCliConfig(['--cluster', '3'], env)).toMatchObject({
      cluster: 3,
      redisUrl: 'redis://10.0.0.5:6390',
    });
    expect(readCliConfig(['--redis', 'redis://h:1/2'], env).redisUrl).toBe('redis://h:1/2');
    expect(() => readCliConfig(['--cluster', '0'], {})).toThrow(/--cluster 0/);
    expect(() => readCliConfig(['--cluster', 'two'], {})).toThrow(/--cluster two/);
    expect(() => readCliConfig(['--cluster'], {})).toThrow(/needs a value/);
  });
});
