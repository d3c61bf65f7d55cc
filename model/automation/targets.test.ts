import { describe, expect, it } from 'vitest';
import { byId } from './targets.ts';

describe('byId', () => {
  it('is the record the lists name, whatever the order the ids come in', () => {
    const record = byId([204, 101, 409, 302], ['b', 'a', 'd', 'c']);
    expect(record).toEqual({ 101: 'a', 204: 'b', 302: 'c', 409: 'd' });
    expect(Object.keys(record)).toEqual(['101', '204', '302', '409']);
  });

  it('keeps the last value of an id given twice, as writing them in order would', () => {
    expect(byId([409, 101, 409], ['first', 'a', 'last'])).toEqual({ 101: 'a', 409: 'last' });
    expect(byId([], [])).toEqual({});
  });

  it('gives back the previous record when it was made from the same ids and holds the same values', () => {
    const a = { air: 1 };
    const b = { air: 2 };
    const previous = byId([421, 121], [a, b], {});
    expect(byId([421, 121], [a, b], previous)).toBe(previous);
    expect(byId([421, 121], [a, { air: 2 }], previous)).not.toBe(previous); // a new value
    expect(byId([421], [a], previous)).toEqual({ 421: a }); // a key fewer
    const literal = { 121: b, 421: a };
    expect(byId([421, 121], [a, b], literal)).not.toBe(literal); // not one byId made
  });
});
