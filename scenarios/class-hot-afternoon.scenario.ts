/**
 * An exercise for a class: a hot afternoon on every trainee's base. The expectations are the
 * trainee's own (what they do in the app), judged per trainee on the class board.
 */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'class-hot-afternoon',
  title: { zh: '练习：炎热的午后', en: 'Exercise: a hot afternoon' },
  description:
    '14:00，外面 33 °C，阳光强。每个学员在自己的基地上操作：把 1 号棚左侧卷膜交回自动，把卷膜的开窗温度调到' +
    ' 26 °C 以上，确认一条报警，关掉遮阳幕策略。班级看板显示谁做到了、用了多久。(14:00, 33 °C outside, strong ' +
    "sun. Each trainee works on their own base: hand the left vent of house 1 back to automatic, raise the vents' " +
    'opening temperature to 26 °C or more, acknowledge an alarm, switch the curtain strategy off. The class board ' +
    'shows who did it and how long it took.)',
  teaches: [
    '手动和自动：把执行器交回自动控制 (manual and automatic: handing an actuator back to automation)',
    "策略的设定值：开窗温度 (a strategy's set point: the vents' opening temperature)",
    '确认报警，开关策略 (acknowledging an alarm, switching a strategy on and off)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '14:00' },
  seed: 11,
  durationMs: '40m',
  timeline: [
    {
      at: '0m',
      do: 'weather',
      set: { outTemp: 33, radiation: 800, windSpeed: 1, rain: 0 },
      forMs: '2h',
      title: { zh: '炎热的午后', en: 'A hot afternoon' },
      note: '大家用自己的手机登录，打开自己的基地。(Everyone logs in on their own phone and opens their own base.)',
    },
    {
      at: '2m',
      do: 'narrate',
      title: { zh: '第一步：交回自动', en: 'First: back to automatic' },
      note: '打开1号棚的执行器，把左侧卷膜交回自动。(Open the actuators of house 1 and hand the left vent back to automatic.)',
    },
    {
      at: '10m',
      do: 'narrate',
      title: { zh: '第二步：开窗温度', en: 'Second: the opening temperature' },
      note: "在自动控制里把卷膜策略的开窗温度调到 26 °C 以上。(In automation, raise the vent strategy's opening temperature to 26 °C or more.)",
    },
    {
      at: '20m',
      do: 'narrate',
      title: { zh: '第三步：报警和遮阳', en: 'Third: alarms and the curtain' },
      note: '确认一条报警，再关掉遮阳幕策略。(Acknowledge an alarm, then switch the curtain strategy off.)',
    },
  ],
  expect: [
    {
      id: 'vent-back-to-auto',
      title: { zh: '左侧卷膜交回自动', en: 'the left vent is back on automatic' },
      within: ['0m', '20m'],
      check: { kind: 'trainee', does: { action: 'auto', aid: 1 } },
    },
    {
      id: 'vent-set-point-raised',
      title: { zh: '开窗温度 ≥ 26 °C', en: 'the opening temperature is 26 °C or more' },
      within: ['0m', '30m'],
      check: { kind: 'trainee', does: { action: 'setpoint', stid: 2, field: 'openAbove', gte: 26 } },
    },
    {
      id: 'alarm-acknowledged',
      title: { zh: '确认了一条报警', en: 'an alarm is acknowledged' },
      within: ['0m', '40m'],
      check: { kind: 'trainee', does: { action: 'alarmAck' } },
    },
    {
      id: 'curtain-strategy-off',
      title: { zh: '遮阳幕策略关掉了', en: 'the curtain strategy is off' },
      within: ['0m', '40m'],
      check: { kind: 'trainee', does: { action: 'strategy', stid: 3, enabled: false } },
    },
  ],
});
