/** Irrigation by radiation sum: nothing in the dark, and the plan starts once the morning sun has summed 100 J/cm². */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'irrigation-radiation-sum',
  title: { zh: '辐射累积灌溉', en: 'Irrigation by radiation sum' },
  description:
    '凌晨 4 点到早上 6 点多。天黑时不浇水；5 点太阳出来 (300 W/m²)，5 点半转晴 (700 W/m²)。"辐射累积灌溉"' +
    '计划把阳光累加起来，到 100 J/cm² 就启动：1号棚B路电磁阀先开 4 分钟，再轮到2号棚。越晴，浇得越勤。' +
    '(4 a.m. to just past 6. No water in the dark; the sun rises at 5 (300 W/m²) and the sky clears at 5:30 ' +
    '(700 W/m²). The "radiation sum" plan adds up the sunlight and starts at 100 J/cm²: valve B of house 1 opens ' +
    'for 4 minutes, then house 2 takes its turn. The sunnier the day, the more often it waters.)',
  teaches: [
    '辐射累积：植物蒸腾跟着阳光走，浇水也跟着阳光走 (the crop drinks with the sun, so water by summed sunlight)',
    '阈值 100 J/cm² 且辐射高于 150 W/m² 才启动 (starts at 100 J/cm², only above 150 W/m²)',
    '轮灌：一次一个阀，每阀 240 秒 (rotation: one valve at a time, 240 s each)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '04:00' },
  seed: 7,
  durationMs: '2h15m',
  timeline: [
    {
      at: '0m',
      do: 'request',
      id: 'valve-auto',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 11, action: 'auto' },
      title: { zh: '电磁阀交给自动', en: 'Valve on automatic' },
      note: '先确认1号棚B路电磁阀在自动状态。(First make sure valve B of house 1 is on automatic.)',
    },
    {
      at: '0m',
      do: 'weather',
      set: { radiation: 0 },
      forMs: '1h',
      title: { zh: '天还黑', en: 'Still dark' },
      note: '凌晨4点，天还黑。打开灌溉页：辐射累积从零开始，没有阀门开着。(4 a.m., still dark. Open irrigation: the radiation sum starts from zero and no valve is open.)',
    },
    {
      at: '1h',
      do: 'weather',
      set: { radiation: 300 },
      forMs: '30m',
      title: { zh: '日出', en: 'Sunrise' },
      note: '5点，太阳出来，300 W/m²：累积开始增加，半小时攒到大约 54 J/cm²。(5 a.m., sunrise at 300 W/m²: the sum grows, about 54 J/cm² in half an hour.)',
    },
    {
      at: '1h30m',
      do: 'weather',
      set: { radiation: 700 },
      forMs: '3h',
      blendMs: '30m',
      title: { zh: '转晴', en: 'The sky clears' },
      note: '5点半转晴，700 W/m²：再过十来分钟累积就到 100 J/cm²。(5:30, the sky clears at 700 W/m²: the sum reaches 100 J/cm² in ten-odd minutes.)',
    },
    {
      at: '1h45m',
      do: 'narrate',
      note: '计划启动了："辐射累积 ≥ 100 J/cm²"。1号棚B路电磁阀打开，水肥机开始配肥。(The plan starts: "radiation sum ≥ 100 J/cm²". Valve B of house 1 opens and the fertigation centre starts dosing.)',
    },
    {
      at: '2h',
      do: 'narrate',
      note: '每阀 4 分钟，轮到下一个棚。累积清零后重新开始：阳光越强，下一次来得越快。(Four minutes a valve, then the next house. The sum restarts from zero: the brighter, the sooner the next run.)',
    },
  ],
  expect: [
    {
      id: 'dry-in-the-dark',
      title: { zh: '累积不够时不浇水', en: 'no water before the sum is reached' },
      within: ['1m', '1h30m'],
      mode: 'always',
      check: { kind: 'actuator', server: 0, aid: 11, state: 'off' },
    },
    {
      id: 'first-valve',
      title: { zh: '1号棚B路电磁阀打开', en: 'valve B of house 1 opens' },
      within: ['1h30m', '2h'],
      check: { kind: 'actuator', server: 0, aid: 11, state: 'on' },
    },
    {
      id: 'rotates-on',
      title: { zh: '轮到2号棚B路电磁阀', en: 'valve B of house 2 takes its turn' },
      within: ['1h35m', '2h10m'],
      check: { kind: 'actuator', server: 0, aid: 25, state: 'on' },
    },
  ],
});
