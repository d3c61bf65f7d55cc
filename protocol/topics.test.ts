import { describe, expect, it } from 'vitest';
import {
  ackTopicOf,
  appSubscriptions,
  baseTopicNames,
  isUnderBase,
  isValidBaseTopic,
  parseTopic,
  topicOf,
} from './topics.ts';

describe('topics', () => {
  it('builds and parses every name under a multi-level base', () => {
    for (const name of baseTopicNames) {
      const topic = topicOf('farm/gh-0001', name);
      expect(parseTopic(topic)).toEqual({ ok: true, base: 'farm/gh-0001', name });
    }
    expect(parseTopic('dbg/GH1/system/otaschup')).toEqual({
      ok: true,
      base: 'dbg/GH1',
      name: 'system/otaschup',
    });
  });

  it('tells sensor/historyData from sensor/query/historyData', () => {
    expect(parseTopic('b/sensor/query/historyData')).toMatchObject({
      name: 'sensor/query/historyData',
      base: 'b',
    });
    expect(parseTopic('b/sensor/historyData')).toMatchObject({ name: 'sensor/historyData', base: 'b' });
  });

  it('returns a tagged rejection for unknown or baseless topics', () => {
    expect(parseTopic('b/sensor/weird')).toMatchObject({ ok: false });
    expect(parseTopic('sensor/data')).toMatchObject({ ok: false });
    expect(parseTopic('')).toMatchObject({ ok: false });
    expect(parseTopic('a//sensor/data')).toMatchObject({ ok: false });
  });

  it('refuses wildcard or empty bases', () => {
    expect(isValidBaseTopic('a/#')).toBe(false);
    expect(isValidBaseTopic('+')).toBe(false);
    expect(isValidBaseTopic('a//b')).toBe(false);
    expect(() => topicOf('#', 'sensor/data')).toThrow(/invalid base/);
  });

  it('pairs every request with its ack and subscribes the app to all answers', () => {
    expect(ackTopicOf['system/conf']).toBe('system/confack');
    expect(appSubscriptions).toContain('sensor/data');
    expect(appSubscriptions).toContain('sensor/historyData');
    expect(appSubscriptions).not.toContain('system/conf');
  });

  it('knows what lies under a base', () => {
    expect(isUnderBase('farm/a/sensor/data', 'farm/a')).toBe(true);
    expect(isUnderBase('farm/ab/sensor/data', 'farm/a')).toBe(false);
  });
});
