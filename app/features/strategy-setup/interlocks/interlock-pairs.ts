/**
 * Actuator interlocks as pairs (`actuator.interlocks`: two actuators that must not run together, the
 * controller keeps the lower-ranked one off). A pair is stored on both actuators; adding or removing
 * one gives the two updated records, checked with the protocol's actuator schema.
 */
import { actuator as actuatorSchema, type Actuator } from '../../../../protocol/live/actuator.ts';
import { schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';

/** One pair, `a` < `b`; `oneWay` when only one side lists the other (or the other is gone). */
export type InterlockPair = { a: number; b: number; oneWay: boolean };

export function pairsOf(actuators: readonly Actuator[]): InterlockPair[] {
  const byAid = new Map(actuators.map((x) => [x.aid, x]));
  const pairs = new Map<string, InterlockPair>();
  for (const x of actuators) {
    for (const y of x.interlocks) {
      if (y === x.aid) continue;
      const [a, b] = x.aid < y ? [x.aid, y] : [y, x.aid];
      const both = byAid.get(y)?.interlocks.includes(x.aid) ?? false;
      pairs.set(`${a}-${b}`, { a, b, oneWay: !both });
    }
  }
  return [...pairs.values()].sort((p, q) => p.a - q.a || p.b - q.b);
}

const paired = (actuators: readonly Actuator[], x: number, y: number) =>
  pairsOf(actuators).some((p) => p.a === Math.min(x, y) && p.b === Math.max(x, y));

export type PairField = 'a' | 'b';
export type PairCheck =
  { ok: true; updates: [Actuator, Actuator] } | { ok: false; errors: FieldErrors<PairField> };

const withPartner = (x: Actuator, partner: number): Actuator => ({
  ...x,
  interlocks: x.interlocks.includes(partner) ? x.interlocks : [...x.interlocks, partner],
});

/** A new pair of the two chosen actuators (null: none chosen), as the two records to update. */
export function addPair(actuators: readonly Actuator[], a: number | null, b: number | null): PairCheck {
  const errors: FieldErrors<PairField> = {};
  const first = actuators.find((x) => x.aid === a);
  const second = actuators.find((x) => x.aid === b);
  if (!first) errors.a = { message: 'strategySetup:chooseActuator' };
  if (!second) errors.b = { message: 'strategySetup:chooseActuator' };
  else if (second.aid === first?.aid) errors.b = { message: 'strategySetup:interlockItself' };
  else if (first && paired(actuators, first.aid, second.aid))
    errors.b = { message: 'strategySetup:interlockExists' };
  if (!first || !second || Object.keys(errors).length > 0) return { ok: false, errors };
  const one = actuatorSchema.safeParse(withPartner(first, second.aid));
  const two = actuatorSchema.safeParse(withPartner(second, first.aid));
  if (!one.success) errors.a = schemaErrors(one.error, ['interlocks'] as const).interlocks;
  if (!two.success) errors.b = schemaErrors(two.error, ['interlocks'] as const).interlocks;
  if (!one.success || !two.success) return { ok: false, errors };
  return { ok: true, updates: [one.data, two.data] };
}

/** The records to update to drop a pair: each side that lists the other, without it. */
export function removePair(actuators: readonly Actuator[], pair: Pick<InterlockPair, 'a' | 'b'>): Actuator[] {
  return actuators
    .filter(
      (x) =>
        (x.aid === pair.a && x.interlocks.includes(pair.b)) ||
        (x.aid === pair.b && x.interlocks.includes(pair.a)),
    )
    .map((x) => ({
      ...x,
      interlocks: x.interlocks.filter((y) => y !== (x.aid === pair.a ? pair.b : pair.a)),
    }));
}
