/** A cold night: the heating holds the night set point, then the boiler fails in a cold front and the low-temperature alarm opens. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'cold-night-boiler-failure',
  title: { zh: '寒夜锅炉故障', en: 'Cold night, boiler failure' },
  description:
    '21:00，室外 6 °C：保温幕拉上，暖气把1号棚保持在夜间设定 16.5 °C 附近。一小时后冷空气到来 (−10 °C)，锅炉同时停火：' +
    '暖气阀还开着，管道却一点点变凉，棚温一路下跌，约两小时后跌破 5 °C，低温报警打开。(21:00, 6 °C outside: the ' +
    'thermal curtain is drawn and the heating keeps house 1 near the 16.5 °C night set point. An hour later a cold ' +
    'front arrives (−10 °C) and the boiler stops at the same time: the valves stay open but the pipes cool, the ' +
    'air falls, and about two hours later it passes 5 °C: the low-temperature alarm opens.)',
  teaches: [
    '夜间加温：管道温度随室外温度自动提高 (night heating: the pipe temperature follows the outside)',
    '阀门开着不等于有热量：看管道温度 (an open valve is not heat: read the pipe temperature)',
    '低温报警的延时与阈值 (the low-temperature alarm: threshold and delay)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '21:00' },
  seed: 7,
  durationMs: '3h30m',
  timeline: [
    {
      at: '0m',
      do: 'weather',
      set: { outTemp: 6, radiation: 0 },
      forMs: '1h',
      title: { zh: '寒冷的夜', en: 'A cold night' },
      note: '晚上9点，室外 6 °C。保温幕拉上，暖气阀打开，管道升温。(9 p.m., 6 °C outside. The thermal curtain is drawn, the heating valve opens and the pipes warm up.)',
    },
    {
      at: '50m',
      do: 'narrate',
      note: '1号棚在 15–17 °C：暖气正朝夜间设定点 16.5 °C 加温（冬天的土壤更冷，会略低）。记住此刻的管道温度。(House 1 is at 15–17 °C: the heating works toward the 16.5 °C night set point, a little below in winter when the soil is cold. Note the pipe temperature now.)',
    },
    {
      at: '1h',
      do: 'event',
      event: 'coldSnap',
      params: { outTemp: -10, forMs: '6h', blendMs: '1h' },
      note: '冷空气到来：室外降到 −10 °C。(A cold front: −10 °C outside.)',
    },
    {
      at: '1h',
      do: 'event',
      event: 'boilerFail',
      params: { server: 0 },
      note: '偏偏这时锅炉停火。控制器不知道：暖气阀照样开着。请学员盯住管道温度。(Right now the boiler stops. The controller cannot tell: the valves stay open. Have the trainees watch the pipe temperature.)',
    },
    {
      at: '2h',
      do: 'narrate',
      note: '管道已经凉到 35 °C 以下，棚温掉到 10 °C 左右。这时候种植者该做什么？(The pipes are below 35 °C and the air near 10 °C. What should the grower do now?)',
    },
    {
      at: '3h',
      do: 'narrate',
      note: '棚温跌破 5 °C 超过一分钟：低温报警打开，铃铛上有数字了。(Below 5 °C for over a minute: the low-temperature alarm opens and the bell shows a count.)',
    },
  ],
  expect: [
    {
      id: 'heating-holds',
      title: { zh: '锅炉故障前1号棚保持在 14 °C 以上', en: 'house 1 stays above 14 °C before the failure' },
      within: ['40m', '1h'],
      mode: 'always',
      check: { kind: 'reading', server: 0, zid: 1, sensor: 'airTemp', gte: 14 },
    },
    {
      id: 'pipes-cool',
      title: { zh: '管道温度降到 30 °C 以下', en: 'the pipes cool below 30 °C' },
      within: ['1h', '3h30m'],
      check: { kind: 'reading', server: 0, zid: 1, sensor: 'pipeTemp', lte: 30 },
    },
    {
      id: 'low-temp-alarm',
      title: { zh: '1号棚低温报警打开 (规则 1)', en: 'the low-temperature alarm of house 1 opens (rule 1)' },
      within: ['2h', '3h30m'],
      check: { kind: 'alarm', server: 0, rule: 1, open: true },
    },
    {
      id: 'no-alarm-while-heated',
      title: { zh: '锅炉正常时没有低温报警', en: 'no temperature alarm while the boiler works' },
      within: ['0m', '1h30m'],
      mode: 'always',
      check: { kind: 'alarm', server: 0, rule: 1, open: false },
    },
  ],
});
