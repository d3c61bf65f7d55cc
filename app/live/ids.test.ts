import { describe, expect, it } from 'vitest';
import { appClientIdPrefix, isAppClientIdOf } from '../../protocol/client-ids.ts';
import { makeClientId, qryIdSource } from './ids.ts';
import { liveConnectOptions } from './mqtt-options.ts';

describe('ids and connect options', () => {
  it('makes short, unique client ids whatever the prefix', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => makeClientId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^gh-app-[0-9a-z]{12}$/);
    expect(makeClientId('a-very-long-prefix-for-a-client/with junk')).toMatch(/^a-very-long-pre[0-9a-z]{8}$/);
  });

  it("makes ids the broker binds to the user: the user's prefix, 22 characters", () => {
    const id = makeClientId(appClientIdPrefix('13800000000'));
    expect(id).toHaveLength(22);
    expect(isAppClientIdOf(id, '13800000000')).toBe(true);
    expect(isAppClientIdOf(id, '13900000000')).toBe(false);
  });

  it('makes short qryIds distinct between two clients', () => {
    const a = qryIdSource('aaaa');
    const b = qryIdSource('bbbb');
    expect([a(), a(), b()]).toEqual(['qaaaa0', 'qaaaa1', 'qbbbb0']);
  });

  it('connects exactly as the seed says: MQTT 3.1, keepalive 80, reconnect 1 s, clean session', () => {
    expect(liveConnectOptions('gh-app-x', 'u', 'p')).toEqual({
      protocolId: 'MQIsdp',
      protocolVersion: 3,
      keepalive: 80,
      reconnectPeriod: 1000,
      clean: true,
      queueQoSZero: false,
      resubscribe: false,
      writeCache: false,
      clientId: 'gh-app-x',
      username: 'u',
      password: 'p',
    });
  });
});
