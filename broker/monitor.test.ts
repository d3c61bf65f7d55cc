import { describe, expect, it } from 'vitest';
import { encode } from '../protocol/codec.ts';
import { messageExamples } from '../protocol/examples.ts';
import { createContractMonitor } from './monitor.ts';

describe('contract monitor', () => {
  const monitor = createContractMonitor(1024);

  it('judges only topics of the contract', () => {
    expect(monitor('chat/room', 'anything')).toEqual({ judged: false });
    expect(monitor('farm/gh-1/sensor/data', encode(messageExamples['sensor/data']))).toEqual({
      judged: true,
      ok: true,
    });
  });

  it('gives the reason of each kind of violation', () => {
    const reasonOf = (payload: Uint8Array | string) => {
      const verdict = monitor('farm/gh-1/sensor/data', payload);
      return verdict.judged && !verdict.ok ? verdict.reason : 'accepted';
    };
    expect(reasonOf(new Uint8Array([0xff, 0x00, 0x13]))).toMatch(/^not-json/);
    expect(reasonOf(new Uint8Array([0x78, 0x9c, 1, 2, 3]))).toMatch(/^inflate-failed/);
    expect(reasonOf('x'.repeat(2048))).toMatch(/^too-large/);
    expect(reasonOf('{"sn":"GH0001"}')).toMatch(/ts/);
    expect(reasonOf(encode(messageExamples['sensor/data'], { deflate: true }))).toBe('accepted');
  });
});
