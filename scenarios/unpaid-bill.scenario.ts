/** The one-server grower's yearly fee falls overdue half a minute in: the app must send them to /payment_warn. */
import { defineScenario } from './scenario.ts';

/** The seeded one-server grower (fixtures/accounts.ts `oneServer`, password grow123456). */
const grower = '13800000002';
const cost = '/api/v2/auth_related/user/cost';

export default defineScenario({
  name: 'unpaid-bill',
  title: { zh: '年费欠缴', en: 'Unpaid bill' },
  description:
    '只有一个基地的种植者 (13800000002，密码 grow123456) 正在使用 app。半分钟后他的年费逾期 3 天未缴 (¥12000)：' +
    'app 引导他去缴费页面。五分钟后缴清，app 恢复正常。(A one-base grower (13800000002, password grow123456) is ' +
    'using the app. Half a minute in, the yearly fee (¥12,000) is three days overdue: the app sends them to the ' +
    'payment page. Five minutes later the bill is paid and the app goes on as usual.)',
  teaches: [
    '欠费时 app 会引导缴费 (an overdue fee sends the grower to the payment page)',
    '欠费不影响控制器自己运行 (arrears never stop the controller itself)',
    '缴费后立即恢复 (once paid, the app goes on at once)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '09:00' },
  seed: 7,
  durationMs: '6m',
  timeline: [
    {
      at: '0m',
      do: 'narrate',
      title: { zh: '种植者登录', en: 'The grower logs in' },
      note: '用 13800000002 / grow123456 登录，打开一号基地。(Log in as 13800000002 / grow123456 and open base 1.)',
    },
    {
      at: '30s',
      do: 'event',
      event: 'unpaidBill',
      params: { mobile: grower, total: 12_000, daysOverdue: 3 },
      note: '年费逾期了：¥12000，已过期 3 天。app 下一次问云端时就会跳到缴费提醒。(The yearly fee of ¥12,000 is three days overdue. The next time the app asks the cloud it shows the payment reminder.)',
    },
    {
      at: '2m',
      do: 'narrate',
      note: '注意：控制器还在照常控制卷膜和浇水，欠费只影响 app 的使用。(Note: the controller still runs the vents and irrigation; arrears only affect the app.)',
    },
    {
      at: '5m',
      do: 'cloud',
      method: 'DELETE',
      path: `/sim/control/arrears?mobile=${grower}`,
      title: { zh: '缴清年费', en: 'The bill is paid' },
      note: '种植者缴清了年费，app 恢复正常使用。(The grower pays; the app is back to normal.)',
    },
  ],
  expect: [
    {
      id: 'paid-before',
      title: { zh: '开始时没有欠费', en: 'nothing is owed at first' },
      within: ['0m', '20s'],
      mode: 'always',
      check: {
        kind: 'rest',
        mobile: grower,
        path: cost,
        json: { path: 'data.cost.yearlyPayment.total', equals: 0 },
      },
    },
    {
      id: 'overdue',
      title: { zh: '年费显示欠缴 ¥12000', en: 'the cloud reports ¥12,000 overdue' },
      within: ['30s', '4m'],
      check: {
        kind: 'rest',
        mobile: grower,
        path: cost,
        json: { path: 'data.cost.yearlyPayment.total', equals: 12000 },
      },
    },
    {
      id: 'paid',
      title: { zh: '缴费后欠费清零', en: 'paid, nothing is owed' },
      within: ['5m', '6m'],
      check: {
        kind: 'rest',
        mobile: grower,
        path: cost,
        json: { path: 'data.cost.constructCost.arrearsAmount', equals: 0 },
      },
    },
  ],
});
