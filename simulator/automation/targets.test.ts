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
});
