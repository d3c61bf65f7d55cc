// The payment guard's rule (seed section 4), a pure function of the cost and today.
import type { Cost } from '../../protocol/rest';
import { isBeforeToday, type Moment } from '../lib/calendar-days';

/** The route the payment guard sends an overdue user to, and the one it always lets through. */
export const PAYMENT_WARN_PATH = '/payment_warn';

/** True when cost exists, the yearly total or the construction arrears is nonzero, and the yearly end
 * date or the last payment date (dash-separated, compared in days) is earlier than today. */
export function needsPayment(cost: Cost | null | undefined, today: Moment): boolean {
  if (!cost) return false;
  const owes = cost.yearlyPayment.total !== 0 || cost.constructCost.arrearsAmount !== 0;
  if (!owes) return false;
  return (
    isBeforeToday(cost.yearlyPayment.endDate, today) ||
    isBeforeToday(cost.constructCost.lastPaymentDate, today)
  );
}
