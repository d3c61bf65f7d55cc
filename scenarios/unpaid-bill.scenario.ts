/** The one-server grower's yearly fee falls overdue half a minute in: the app must send them to /payment_warn. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'unpaid-bill',
  description:
    'A cloud change mid-session: 13800000002 goes into arrears after 30 s, and is paid up after 5 min.',
  farm: { name: 'demo' },
  clock: { mode: 'real' },
  durationMs: 6 * 60_000,
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
});
