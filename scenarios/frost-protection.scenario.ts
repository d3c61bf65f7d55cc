/** A frost night at −6 °C: curtain drawn, vents shut, heating flat out; the crop stays well above freezing and no alarm opens. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'frost-protection',
  title: { zh: '霜冻防护', en: 'Frost protection' },
  description:
    '22:00，寒潮带来 −6 °C 的霜冻夜。控制器自己完成防冻：保温幕拉上、卷膜关紧、暖气全开。暖气在这样的冷夜' +
    '达不到 16.5 °C 的设定，但棚里始终远高于冰点，没有低温报警。(22:00, a cold snap brings a −6 °C frost night. The ' +
    'controller protects the crop by itself: the thermal curtain draws, the vents shut, the heating runs flat ' +
    'out. On a night this cold it cannot reach the 16.5 °C set point, but the house stays far above freezing and ' +
    'no low-temperature alarm opens.)',
  teaches: [
    '夜间室外低于 10 °C 保温幕自动拉上 (the thermal curtain draws below 10 °C outside at night)',
    '加温能力有上限：冷夜里达不到设定点是正常的 (heating has a limit: missing the set point on a frost night is normal)',
    '看管道温度判断暖气是否在全力工作 (the pipe temperature shows the heating working flat out)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '22:00' },
  seed: 7,
  durationMs: '3h',
  timeline: [
    {
      at: '0m',
      do: 'request',
      id: 'curtain-auto',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 4, action: 'auto' },
      title: { zh: '保温幕交给自动', en: 'Curtain on automatic' },
      note: '先确认保温幕和卷膜都在自动状态 (app 上显示"自动")。(First make sure the curtain and the vents are on automatic, shown as 自动 in the app.)',
    },
    {
      at: '0m',
      do: 'request',
      id: 'vent-auto',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 1, action: 'auto' },
      title: { zh: '卷膜交给自动', en: 'Vent on automatic' },
    },
    {
      at: '0m',
      do: 'event',
      event: 'coldSnap',
      params: { outTemp: -6, forMs: '8h', blendMs: '1h' },
      note: '晚上10点，寒潮：室外 −6 °C。看保温幕、卷膜和暖气阀。(10 p.m., a cold snap: −6 °C outside. Watch the curtain, the vents and the heating valve.)',
    },
    {
      at: '15m',
      do: 'narrate',
      note: '保温幕拉上 (位置 0)，把屋顶散热减少四成；卷膜全关。(The thermal curtain is drawn (position 0) and saves 40 % of the roof loss; the vents are shut.)',
    },
    {
      at: '1h30m',
      do: 'narrate',
      note: '管道升到 50 °C 以上，暖气在全力工作。棚温停在 13 °C 左右，比设定低，但离冰点很远。(The pipes pass 50 °C: the heating is flat out. The air settles near 13 °C, under the set point but far from frost.)',
    },
    {
      at: '2h30m',
      do: 'narrate',
      note: '铃铛上没有低温报警：5 °C 的报警线一直没碰到。(No low-temperature alarm on the bell: the 5 °C line was never reached.)',
    },
  ],
  expect: [
    {
      id: 'curtain-drawn',
      title: { zh: '1号棚保温幕一直拉上', en: 'the thermal curtain of house 1 stays drawn' },
      within: ['20m', '3h'],
      mode: 'always',
      check: { kind: 'actuator', server: 0, aid: 4, position: { lte: 0 } },
    },
    {
      id: 'vents-shut',
      title: { zh: '1号棚卷膜一直关闭', en: 'the vents of house 1 stay shut' },
      within: ['20m', '3h'],
      mode: 'always',
      check: { kind: 'actuator', server: 0, aid: 1, position: { lte: 0 } },
    },
    {
      id: 'heating-on',
      title: { zh: '1号棚暖气阀打开', en: 'the heating valve of house 1 is open' },
      within: ['0m', '30m'],
      check: { kind: 'actuator', server: 0, aid: 13, state: 'on' },
    },
    {
      id: 'far-from-frost',
      title: { zh: '1号棚空气始终 ≥ 10 °C', en: 'house 1 stays at >= 10 °C' },
      within: ['1h', '3h'],
      mode: 'always',
      check: { kind: 'reading', server: 0, zid: 1, sensor: 'airTemp', gte: 10 },
    },
    {
      id: 'no-low-alarm',
      title: { zh: '没有低温报警', en: 'no low-temperature alarm' },
      within: ['0m', '3h'],
      mode: 'always',
      check: { kind: 'alarm', server: 0, rule: 1, open: false },
    },
  ],
});
