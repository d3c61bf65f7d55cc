/** A heat wave at noon on the demo farm: vents and fans open, the shade draws, the high-temperature alarm opens. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'heat-wave-noon',
  title: { zh: '正午热浪', en: 'Heat wave at noon' },
  description:
    '11:00，一号基地。十分钟后室外升到 38 °C、阳光 950 W/m²：卷膜和顶窗开到最大，风机分级启动，外遮阳拉上；' +
    '可室外比棚里还热，通风降不下来，1号棚的高温报警响起。(11:00 at base 1. Ten minutes in, the outside ' +
    'air reaches 38 °C under 950 W/m² of sun: the vents open fully, the fans start stage by stage and the ' +
    'shade screen draws; but the outside is hotter than the house, ventilation cannot cool it, and the ' +
    'high-temperature alarm of house 1 opens.)',
  teaches: [
    '卷膜通风按温度比例开窗：超过 24.5 °C 开始开，4 K 内开满 (vents open in proportion above 24.5 °C, fully within 4 K)',
    '强光下外遮阳自动拉上 (the shade screen draws above 650 W/m²)',
    '风机分两级：28 °C 和 31 °C (fans in two stages, 28 °C and 31 °C)',
    '室外比棚内热时，通风无法降温：高温报警 (when outside is hotter, ventilation cannot cool: high-temperature alarm)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '11:00' },
  seed: 7,
  durationMs: '1h30m',
  timeline: [
    {
      at: '0m',
      do: 'request',
      id: 'shade-auto',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 3, action: 'auto' },
      title: { zh: '外遮阳交给自动', en: 'Shade on automatic' },
      note: '先确认外遮阳在自动状态。(First make sure the shade screen is on automatic.)',
    },
    {
      at: '0m',
      do: 'narrate',
      title: { zh: '开场', en: 'Opening' },
      note: '打开一号基地的1号棚：现在是上午11点，卷膜按温度开了一部分。(Open house 1 of base 1: 11 a.m., the vents are partly open for the temperature.)',
    },
    {
      at: '10m',
      do: 'event',
      event: 'heatWave',
      params: { outTemp: 38, radiation: 950, forMs: '2h', blendMs: '30m' },
      note: '热浪来了：室外 38 °C，太阳 950 W/m²。看卷膜和顶窗的开度一路升到 100 %。(The heat wave arrives: 38 °C and 950 W/m². Watch the vents climb to 100 %.)',
    },
    {
      at: '15m',
      do: 'narrate',
      note: '外遮阳在拉上 (位置 0 = 拉上)，挡掉七成阳光；1号风机已经启动。(The shade screen draws (position 0 = drawn) and holds back 70 % of the sun; fan stage 1 is on.)',
    },
    {
      at: '30m',
      do: 'narrate',
      note: '棚里逼近室外温度，第二级风机也开了；但再怎么通风也不会比室外凉。(The house nears the outside temperature; fan stage 2 is on too, but no amount of air makes it cooler than outside.)',
    },
    {
      at: '45m',
      do: 'narrate',
      note: '看铃铛：1号棚空气温度超过 35 °C 持续一分钟，高温报警打开。问学员：还能做什么？(Look at the bell: house 1 has been above 35 °C for a minute, the high-temperature alarm is open. Ask: what else can the grower do?)',
    },
  ],
  expect: [
    {
      id: 'vents-open',
      title: { zh: '1号棚左侧卷膜开到 ≥ 80 %', en: 'the left vent of house 1 opens to >= 80 %' },
      within: ['10m', '30m'],
      check: { kind: 'actuator', server: 0, aid: 1, position: { gte: 80 } },
    },
    {
      id: 'shade-drawn',
      title: { zh: '1号棚外遮阳拉上', en: 'the shade screen of house 1 is drawn' },
      within: ['10m', '30m'],
      check: { kind: 'actuator', server: 0, aid: 3, position: { lte: 5 } },
    },
    {
      id: 'fan-on',
      title: { zh: '1号棚1号风机启动', en: 'fan 1 of house 1 runs' },
      within: ['10m', '40m'],
      check: { kind: 'actuator', server: 0, aid: 5, state: 'on' },
    },
    {
      id: 'high-temp-alarm',
      title: { zh: '1号棚高温报警打开 (规则 1)', en: 'the high-temperature alarm of house 1 opens (rule 1)' },
      within: ['20m', '1h30m'],
      check: { kind: 'alarm', server: 0, rule: 1, open: true },
    },
  ],
});
