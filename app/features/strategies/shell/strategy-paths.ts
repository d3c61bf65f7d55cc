/**
 * The dotted paths of a strategy record's fields (`name`, `params.pBand`, `params.stages.0.aids`), as
 * the form's errors are keyed (components/forms/field-errors.ts): typed from the protocol's schema,
 * so a misspelt path does not compile.
 */
import type { z } from '../../../../protocol/zod-mini.ts';
import type { StrategyKind, strategy } from '../../../../protocol/live/climate.ts';
import type { StrategyOf } from './strategy-kinds';

/** Every dotted path into a value of type T: keys, and `${number}` for an array's rows. */
export type PathsOf<T> = T extends readonly (infer Row)[]
  ? `${number}` | `${number}.${PathsOf<Row>}`
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${PathsOf<T[K]>}` }[keyof T & string]
    : never;

/** The paths every strategy has (named apart so a form generic in its kind can use them). */
export type CommonPath = 'name' | 'priority' | 'zoneIds';

/** A field path of a strategy of kind K. */
export type FieldPath<K extends StrategyKind> = CommonPath | PathsOf<StrategyOf<K>>;

/**
 * The record a strategy form would send, before the schema's check: the schema's input of kind K
 * (numbers may still be NaN from an empty field, which the check refuses).
 */
export type StrategyDraft<K extends StrategyKind> = Extract<z.input<typeof strategy>, { kind: K }>;

/** The path of one row's field (`params.stages`, 2, `aids` → `params.stages.2.aids`). */
export const rowPath = <P extends string, R extends string>(
  list: P,
  index: number,
  field: R,
): `${P}.${number}.${R}` => `${list}.${index}.${field}`;

/** The paths of `fields` in each of `count` rows of a list. */
export const rowPaths = <P extends string, R extends string>(
  list: P,
  count: number,
  fields: readonly R[],
): `${P}.${number}.${R}`[] =>
  Array.from({ length: count }, (_, i) => fields.map((field) => rowPath(list, i, field))).flat();
