// Cost records the control API sets: overdue (arrears) and paid, dated relative to the cloud clock.
import type { Cost } from '../../../protocol/rest.ts';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a time in ms (UTC date: days, not hours, are compared). */
export const dashDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A bill past due: the yearly fee and the construction arrears, due `daysOverdue` days ago. */
export function arrearsCost(
  now: number,
  input: { total?: number; arrearsAmount?: number; daysOverdue?: number },
): Cost {
  const due = dashDate(now - (input.daysOverdue ?? 10) * DAY_MS);
  return {
    yearlyPayment: { total: input.total ?? 12_800, endDate: due },
    constructCost: { arrearsAmount: input.arrearsAmount ?? 5_000, lastPaymentDate: due },
  };
}

/** Everything paid: zero amounts, the yearly term running a year from now. */
export function paidCost(now: number): Cost {
  return {
    yearlyPayment: { total: 0, endDate: dashDate(now + 365 * DAY_MS) },
    constructCost: { arrearsAmount: 0, lastPaymentDate: dashDate(now) },
  };
}
