/** The one-server grower's yearly fee falls overdue half a minute in: the app must send them to /payment_warn. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'unpaid-bill',
  title: { zh: '年费欠缴', en: 'Unpaid bill' },
  description:
    'A cloud change mid-session: 13800000002 goes into arrears after 30 s, and is paid up after 5 min.',
  teaches: ['An overdue yearly fee sends the grower to the payment page', 'Once paid, the app goes on'],
  farm: { name: 'demo' },
  start: { timeOfDay: '09:00' },
  durationMs: '6m',
  timeline: [
    {
      at: 30_000,
      do: 'cloud',
      method: 'POST',
      path: '/sim/control/arrears',
      body: { mobile: '13800000002', total: 12_000, daysOverdue: 3 },
      note: 'the yearly fee of 13800000002 is now overdue',
    },
    {
      at: 5 * 60_000,
      do: 'cloud',
      method: 'DELETE',
      path: '/sim/control/arrears?mobile=13800000002',
      note: 'paid',
    },
  ],
  expect: [
    {
      id: 'overdue',
      title: { zh: '年费显示欠缴', en: 'The cloud reports the overdue fee' },
      within: ['30s', '4m'],
      check: {
        kind: 'rest',
        mobile: '13800000002',
        path: '/api/v2/auth_related/user/cost',
        json: { path: 'data.cost.yearlyPayment.total', equals: 12000 },
      },
    },
    {
      id: 'paid',
      title: { zh: '缴费后欠费清零', en: 'Paid, nothing is owed' },
      within: ['5m', '6m'],
      check: {
        kind: 'rest',
        mobile: '13800000002',
        path: '/api/v2/auth_related/user/cost',
        json: { path: 'data.cost.constructCost.arrearsAmount', equals: 0 },
      },
    },
  ],
});
