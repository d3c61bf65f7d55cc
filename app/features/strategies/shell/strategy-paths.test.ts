import { describe, expectTypeOf, it } from 'vitest';
import type { FieldPath, PathsOf } from './strategy-paths';

describe('strategy field paths', () => {
  it('names every field of the record, rows by index, and nothing else', () => {
    expectTypeOf<'params.stages.3.onAboveHum'>().toExtend<FieldPath<'fan'>>();
    expectTypeOf<'params.when.0.value'>().toExtend<FieldPath<'custom'>>();
    expectTypeOf<'params.window.start'>().toExtend<FieldPath<'custom'>>();
    expectTypeOf<'zoneIds'>().toExtend<FieldPath<'windSpeed'>>();
    expectTypeOf<'params.stges'>().not.toExtend<FieldPath<'fan'>>();
    expectTypeOf<'params.pBand'>().not.toExtend<FieldPath<'fan'>>();
    expectTypeOf<PathsOf<{ a: { b: number[] } }>>().toEqualTypeOf<'a' | 'a.b' | `a.b.${number}`>();
    // @ts-expect-error a typo in a field path does not compile
    const typo: FieldPath<'fan'> = 'params.stges';
    void typo;
  });
});
