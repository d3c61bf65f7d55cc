/** A drifting air-temperature sensor fools the vent strategy, and the high-temperature alarm rule catches it. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'sensor-drift-alarm',
  title: { zh: '传感器漂移被报警发现', en: 'A drifting sensor caught by an alarm' },
  description:
    '09:00，温和的上午。1号棚的空气温度传感器开始漂移，每小时多读 10 °C。卷膜通风取各棚温度的最大值，于是' +
    '所有棚的卷膜都被这一个坏传感器拉到全开，风机也跟着启动；而2号棚的真实温度一直正常。约一小时后读数超过 35 °C，' +
    '高温报警规则发现了它。(09:00, a mild morning. The air-temperature sensor of house 1 starts drifting, reading 10 °C ' +
    'more every hour. The vent strategy takes the highest temperature of the houses, so this one bad sensor opens ' +
    'every vent fully and starts the fans, while house 2 stays normal. About an hour later the reading passes ' +
    '35 °C and the high-temperature alarm rule catches it.)',
  teaches: [
    '自动控制相信传感器：一个坏读数会让所有棚动作 (automation trusts its sensors: one bad reading moves every house)',
    '对比相邻棚的读数来识别漂移 (compare neighbouring houses to spot a drift)',
    '报警规则是传感器故障的最后一道防线 (alarm rules are the last line against a failing sensor)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '09:00' },
  seed: 7,
  durationMs: '2h',
  timeline: [
    {
      at: '0m',
      do: 'weather',
      set: { outTemp: 24, radiation: 500, windSpeed: 3, rain: 0 },
      forMs: '3h',
      title: { zh: '温和的上午', en: 'A mild morning' },
      note: '上午9点，室外 24 °C。卷膜只开了一小部分。(9 a.m., 24 °C outside. The vents are only slightly open.)',
    },
    {
      at: '10m',
      do: 'event',
      event: 'sensorDrift',
      params: { server: 0, sid: 1, perHour: 10 },
      note: '1号棚空气温度传感器开始漂移：每小时多读 10 °C。学员还看不出来。(The air-temperature sensor of house 1 starts drifting: +10 °C an hour. Nobody can tell yet.)',
    },
    {
      at: '40m',
      do: 'narrate',
      note: '所有棚的卷膜都开到了 100 %，风机也开了。打开2号棚对比：真实温度只有 26 °C 左右。(Every vent is at 100 % and the fans run. Open house 2 to compare: its air is only about 26 °C.)',
    },
    {
      at: '1h10m',
      do: 'narrate',
      note: '1号棚的读数快到 35 °C 了，趋势图是一条笔直上升的线：真实的温度不会这样变化。(House 1 reads almost 35 °C, a dead-straight line on the chart: real air never moves like that.)',
    },
    {
      at: '1h30m',
      do: 'narrate',
      note: "高温报警打开了。处理办法：校准或更换传感器，或者先把它从策略的数据源里拿掉。(The high-temperature alarm is open. The fix: calibrate or replace the sensor, or take it out of the strategy's data sources for now.)",
    },
  ],
  expect: [
    {
      id: 'all-vents-open',
      title: { zh: '2号棚卷膜也被拉到 ≥ 90 %', en: 'even the vent of house 2 opens to >= 90 %' },
      within: ['20m', '1h'],
      check: { kind: 'actuator', server: 0, aid: 15, position: { gte: 90 } },
    },
    {
      id: 'house-2-normal',
      title: { zh: '2号棚读数一直 ≤ 30 °C', en: 'house 2 reads <= 30 °C throughout' },
      within: ['10m', '2h'],
      mode: 'always',
      check: { kind: 'reading', server: 0, zid: 2, sensor: 'airTemp', lte: 30 },
    },
    {
      id: 'drifted-reading',
      title: { zh: '1号棚读数超过 35 °C', en: 'house 1 reads above 35 °C' },
      within: ['45m', '2h'],
      check: { kind: 'reading', server: 0, zid: 1, sensor: 'airTemp', gte: 35 },
    },
    {
      id: 'high-temp-alarm',
      title: { zh: '1号棚高温报警打开 (规则 1)', en: 'the high-temperature alarm of house 1 opens (rule 1)' },
      within: ['45m', '2h'],
      check: { kind: 'alarm', server: 0, rule: 1, open: true },
    },
  ],
});
