import { deflate } from 'pako';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode, defaultLimits, encode } from './codec.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('decode', () => {
  it('reads UTF-8 JSON', () => {
    expect(decode(text('{"a":1,"b":"温度"}'))).toEqual({
      ok: true,
      value: { a: 1, b: '温度' },
      compressed: false,
    });
  });

  it('falls back to zlib inflate then JSON', () => {
    expect(decode(deflate(text('{"a":[1,2]}')))).toEqual({
      ok: true,
      value: { a: [1, 2] },
      compressed: true,
    });
  });

  it('round-trips encode, with and without deflate', () => {
    const value = { series: { '11': [[1, 2.5]] }, name: '一号棚' };
    expect(decode(encode(value))).toMatchObject({ ok: true, value, compressed: false });
    expect(decode(encode(value, { deflate: true }))).toMatchObject({ ok: true, value, compressed: true });
    expect(decode(encode(value, { deflateAbove: 10 }))).toMatchObject({ compressed: true });
  });

  it('rejects empty, non-JSON and invalid UTF-8 with a reason', () => {
    expect(decode(new Uint8Array())).toMatchObject({ ok: false, reason: 'empty' });
    expect(decode(text('hello'))).toMatchObject({ ok: false, reason: 'not-json' });
    expect(decode(new Uint8Array([0xc3, 0x28, 0xa0, 0xa1]))).toMatchObject({ ok: false, reason: 'not-json' });
  });

  it('rejects truncated deflate', () => {
    const whole = deflate(text(JSON.stringify({ x: 'y'.repeat(5000) })));
    for (const cut of [2, 10, whole.length - 5]) {
      expect(decode(whole.slice(0, cut))).toMatchObject({ ok: false });
    }
  });

  it('rejects deeply nested JSON before parsing it', () => {
    expect(decode(text('['.repeat(200_000) + ']'.repeat(200_000)))).toMatchObject({
      ok: false,
      reason: 'too-deep',
    });
    expect(
      decode(text('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')),
    ).toMatchObject({
      ok: true,
    });
  });

  it('drops __proto__ and constructor keys so no prototype is touched', () => {
    const result = decode(text('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},"a":1}'));
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const value = result.value as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['a']);
    expect('polluted' in {}).toBe(false);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('drops those keys also when spelled with \\u escapes, and keeps ordinary \\u text', () => {
    const escaped = String.raw`{"\u005f_proto__":{"polluted":1},"constr\u0075ctor":2,"a":"\u00b0C"}`;
    const result = decode(text(escaped));
    expect(result).toMatchObject({ ok: true, value: { a: '°C' } });
    if (!result.ok) return;
    expect(Object.keys(result.value as object)).toEqual(['a']);
    expect('polluted' in {}).toBe(false);
  });

  it('rejects oversize payloads and zip bombs by the configured limit', () => {
    const limits = { ...defaultLimits, maxBytes: 1000 };
    expect(decode(text(JSON.stringify({ x: 'y'.repeat(2000) })), limits)).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
    const bomb = deflate(text(JSON.stringify({ x: 'y'.repeat(50_000) })));
    expect(bomb.length).toBeLessThan(1000);
    expect(decode(bomb, limits)).toMatchObject({ ok: false, reason: 'inflate-failed' });
  });

  it('never throws on thousands of generated inputs', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        const result = decode(bytes);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), fc.nat(50), (value, compress, cut) => {
        const bytes = encode(value, { deflate: compress });
        const whole = decode(bytes);
        expect(whole.ok).toBe(true);
        const truncated = decode(bytes.slice(0, Math.max(0, bytes.length - cut)));
        expect(typeof truncated.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});
