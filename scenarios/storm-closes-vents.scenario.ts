/** A warm afternoon, then a storm: wind and rain protection close every vent despite the heat, and they reopen after it. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'storm-closes-vents',
  title: { zh: '暴风雨关窗', en: 'A storm closes the vents' },
  description:
    '12:00，30 °C 的晴热午后，卷膜和顶窗全开。半小时后暴风雨来袭 (风速 18 m/s、雨 20 mm/h)：抗风保护优先于温度通风，' +
    '所有窗立刻关闭，棚里再热也不开；风雨过后平静片刻，窗才重新打开。(12:00, a hot 30 °C afternoon with every vent ' +
    'open. Half an hour in a storm hits (18 m/s wind, 20 mm/h rain): wind and rain protection outrank the ' +
    'temperature opening and every vent closes at once, however warm the house; once the storm has passed and ' +
    'stayed calm for a moment, the vents open again.)',
  teaches: [
    '抗风保护的优先级高于温度通风 (wind protection outranks the temperature opening)',
    '下雨立即关窗；大风要持续 30 秒才关 (rain closes at once; wind must last 30 s)',
    '风停到 7 m/s 以下并保持 30 秒才恢复 (resumes only below 7 m/s for 30 s)',
    '策略输出里能看到"被大风保护否决" (the outputs show the vent wish overruled by wind protection)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '12:00' },
  seed: 7,
  durationMs: '2h',
  timeline: [
    {
      at: '0m',
      do: 'weather',
      set: { outTemp: 30, radiation: 600, windSpeed: 3, rain: 0 },
      forMs: '3h',
      title: { zh: '晴热午后', en: 'A hot afternoon' },
      note: '中午 12 点，室外 30 °C、微风：卷膜和顶窗都开到 100 %。(Noon, 30 °C and a light breeze: the vents open to 100 %.)',
    },
    {
      at: '30m',
      do: 'event',
      event: 'storm',
      params: { windSpeed: 18, rain: 20, forMs: '45m', blendMs: '10m' },
      note: '暴风雨来了：风速 18 m/s，大雨。卷膜和顶窗马上开始关。(The storm hits: 18 m/s and heavy rain. The vents start closing at once.)',
    },
    {
      at: '40m',
      do: 'narrate',
      note: '所有窗都关了，虽然棚里还是 30 °C。打开"策略输出"：卷膜通风想开，被"大风保护"否决。(Every vent is shut although the house is 30 °C. Open the strategy outputs: the vent strategy wants them open and is overruled by wind protection.)',
    },
    {
      at: '1h15m',
      do: 'narrate',
      note: '雨停了，风慢慢小下来。等风低于 7 m/s 并持续 30 秒，窗才恢复。(The rain stops and the wind eases. Only once it stays below 7 m/s for 30 s do the vents come back.)',
    },
    {
      at: '1h40m',
      do: 'narrate',
      note: '卷膜又按温度打开了。(The vents are open again for the temperature.)',
    },
  ],
  expect: [
    {
      id: 'vents-open-before',
      title: { zh: '暴风雨前1号棚卷膜 ≥ 80 %', en: 'the vent of house 1 is >= 80 % open before the storm' },
      within: ['5m', '30m'],
      check: { kind: 'actuator', server: 0, aid: 1, position: { gte: 80 } },
    },
    {
      id: 'vents-closed',
      title: { zh: '风雨中卷膜和顶窗一直关着', en: 'the side vent stays shut through the storm' },
      within: ['35m', '1h15m'],
      mode: 'always',
      check: { kind: 'actuator', server: 0, aid: 1, position: { lte: 0 } },
    },
    {
      id: 'roof-vent-closed',
      title: { zh: '风雨中1号棚顶窗关闭', en: 'the roof vent of house 1 is shut in the storm' },
      within: ['30m', '35m'],
      check: { kind: 'actuator', server: 0, aid: 57, position: { lte: 0 } },
    },
    {
      id: 'vents-reopen',
      title: { zh: '风雨过后卷膜重新打开', en: 'the vents reopen after the storm' },
      within: ['1h15m', '2h'],
      check: { kind: 'actuator', server: 0, aid: 1, position: { gte: 50 } },
    },
  ],
});
