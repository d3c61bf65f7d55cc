import { describe, expect, it } from 'vitest';
import { fieldOf } from './field-of';

describe('fieldOf', () => {
  it('reads an own field of an object, and nothing of anything else', () => {
    expect(fieldOf({ aid: 3 }, 'aid')).toBe(3);
    expect(fieldOf({ aid: 3 }, 'sid')).toBeUndefined();
    expect(fieldOf(null, 'aid')).toBeUndefined();
    expect(fieldOf(7, 'aid')).toBeUndefined();
    expect(fieldOf(Object.create({ aid: 3 }), 'aid')).toBeUndefined();
  });
});
