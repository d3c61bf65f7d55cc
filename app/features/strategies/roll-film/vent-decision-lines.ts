// A roll-film strategy's output records summed up: vents per opening asked and applied, and vents
// per reason they do not follow (the winning strategy's name, `manual`, `disabled`).
import type { Output } from '../../../../protocol/live/system.ts';

export type DecisionLine =
  | { kind: 'applied'; value: number | null; count: number; by?: undefined }
  | { kind: 'overruled'; by: string | null; count: number; value?: undefined };

export function decisionLines(outputs: readonly Output[]): DecisionLine[] {
  const applied = new Map<number | null, number>();
  const overruled = new Map<string | null, number>();
  for (const o of outputs) {
    if (o.applied) applied.set(o.value, (applied.get(o.value) ?? 0) + 1);
    else overruled.set(o.overruledBy, (overruled.get(o.overruledBy) ?? 0) + 1);
  }
  return [
    ...[...applied].map(([value, count]): DecisionLine => ({ kind: 'applied', value, count })),
    ...[...overruled].map(([by, count]): DecisionLine => ({ kind: 'overruled', by, count })),
  ];
}
