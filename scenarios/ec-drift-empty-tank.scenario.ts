/** The fertigation centre's EC probe drifts (the mix goes weak, the EC alarm opens), then a stock tank runs dry (dosing stops, critical alarm). */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'ec-drift-empty-tank',
  title: { zh: 'EC 漂移与肥料罐见底', en: 'EC drift and an empty stock tank' },
  description:
    '08:00，阴天。水肥一体机的 EC 探头开始漂移，读数一点点偏高；控制器以为肥够了，就少加肥，实际营养液变稀，' +
    '灌溉时 EC 报警打开。接着 A 罐用空：加肥泵停下，只浇清水，严重报警"A罐已空，停止施肥"。(08:00, overcast. The ' +
    'EC probe of the fertigation centre starts drifting high; the controller believes the mix is strong enough and ' +
    'doses less, so the real solution goes weak and the EC alarm opens while the program runs. Then stock tank A ' +
    'runs dry: the dosing pumps stop, plain water flows, and a critical alarm says the tank is empty.)',
  teaches: [
    '控制器按探头读数加肥：探头漂移，配方就跑偏 (the controller doses to its probe: a drifting probe skews the recipe)',
    'EC 报警看的是管道里的实际营养液 (the EC band alarm watches the actual solution in the line)',
    '罐空时停止施肥但继续浇清水，补罐后自动恢复 (a dry tank stops dosing, water keeps flowing; a refill resumes it)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '08:00' },
  seed: 7,
  durationMs: '1h10m',
  timeline: [
    {
      at: '0m',
      do: 'event',
      event: 'overcast',
      params: { radiation: 120, forMs: '3h', blendMs: '30m' },
      note: '阴天上午，辐射累积灌溉不会自己启动。打开水肥机页面。(An overcast morning: the radiation plan stays quiet. Open the fertigation centre.)',
    },
    {
      at: '1m',
      do: 'event',
      event: 'sensorDrift',
      params: { server: 0, sid: 47, perHour: 3 },
      note: "水肥机的 EC 探头开始漂移：每小时多读 3 mS/cm (真实的探头漂得慢得多，这里是快进)。(The centre's EC probe starts drifting, +3 mS/cm an hour; real probes drift far slower, this is fast-forward.)",
    },
    {
      at: '30m',
      do: 'request',
      id: 'start-program',
      server: 0,
      topic: 'rotationIrrigation/cmd',
      confTyp: 'rotationIrrigation',
      method: 'cmd',
      para: { action: 'start', pid: 1 },
      title: { zh: '手动启动定时轮灌', en: 'Start the timed program by hand' },
      note: '种植者手动启动"定时轮灌"。探头显示的 EC 偏高，控制器就少加肥：实际 EC 掉到 1.5 以下，EC 报警打开。(The grower starts the timed program. The probe reads high, so the controller doses less: the real EC falls under 1.5 and the EC alarm opens.)',
    },
    {
      at: '50m',
      do: 'narrate',
      note: '探头读数还在往上爬，可报警说 EC 太低：两者矛盾，就该怀疑探头，拿便携 EC 计核对。(The probe keeps climbing while the alarm says the EC is too low: a contradiction, so suspect the probe and check with a handheld meter.)',
    },
    {
      at: '55m',
      do: 'event',
      event: 'tankDry',
      params: { server: 0, fid: 1 },
      note: '这时 A 罐用空了。加肥泵停止，严重报警"A罐已空，停止施肥"。补罐后会自动恢复。(Now stock tank A runs dry. Dosing stops and a critical alarm opens; a refill brings it back.)',
    },
  ],
  expect: [
    {
      id: 'program-starts',
      title: { zh: '定时轮灌启动 (代码 0)', en: 'the timed program starts (code 0)' },
      within: ['30m', '35m'],
      check: { kind: 'reply', step: 'start-program', code: 0 },
    },
    {
      id: 'ec-alarm',
      title: { zh: '灌溉 EC 报警打开', en: 'the irrigation EC alarm opens' },
      within: ['30m', '50m'],
      check: { kind: 'alarm', server: 0, source: 'irrigation', open: true },
    },
    {
      id: 'probe-reads-high',
      title: { zh: 'EC 探头读数超过 3.0', en: 'the EC probe reads above 3.0' },
      within: ['35m', '55m'],
      check: { kind: 'reading', server: 0, zid: null, sensor: 'ec', gte: 3 },
    },
    {
      id: 'tank-alarm',
      title: { zh: '水肥机"罐空"严重报警', en: 'the centre raises the empty-tank alarm' },
      within: ['55m', '1h'],
      check: { kind: 'alarm', server: 0, source: 'fertigation', open: true },
    },
  ],
});
