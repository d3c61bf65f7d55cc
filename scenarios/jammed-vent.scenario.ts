/** A side vent jams: the next command is answered with code 6, the vent reports `jammed` and a critical alarm opens. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'jammed-vent',
  title: { zh: '卷膜卡死', en: 'A jammed vent' },
  description:
    '13:00，暖和的午后，卷膜按温度开着。1号棚左侧卷膜的电机卡死：自动控制或种植者再发命令，控制器都回答' +
    '代码 6 (没有动作)，卷膜状态变成"卡死"，同时打开一条严重报警；右侧卷膜照常听指挥。(13:00, a warm afternoon, ' +
    'the vents open for the temperature. The left vent motor of house 1 jams: the next command, from automation or ' +
    'the grower, is answered with code 6 (did not move), the vent reports "jammed" and a critical alarm opens; ' +
    'the right vent still obeys.)',
  teaches: [
    '应答代码 6 = 设备没有响应 (ack code 6 = the device did not respond)',
    '卡死的执行器会打开严重报警，自动控制不再驱动它 (a jammed actuator raises a critical alarm; automation leaves it alone)',
    'app 怎样显示被拒绝的命令 (how the app shows a refused command)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '13:00' },
  seed: 7,
  durationMs: '40m',
  timeline: [
    {
      at: '0m',
      do: 'weather',
      set: { outTemp: 27, radiation: 450, windSpeed: 3, rain: 0 },
      forMs: '2h',
      title: { zh: '暖和的午后', en: 'A warm afternoon' },
      note: '下午1点，卷膜按温度开着。打开1号棚的执行器页。(1 p.m., the vents are open for the temperature. Open the actuators of house 1.)',
    },
    {
      at: '10m',
      do: 'event',
      event: 'ventJam',
      params: { server: 0, aid: 1 },
      note: '1号棚左侧卷膜的电机卡住了 (比如卷轴被缠住)。(The left vent motor of house 1 jams, say the film wound round the shaft.)',
    },
    {
      at: '15m',
      do: 'request',
      id: 'close-jammed',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 1, action: 'set', value: 0 },
      title: { zh: '手动关左侧卷膜', en: 'Close the left vent by hand' },
      note: '种植者在 app 上手动关左侧卷膜：控制器回答代码 6，app 提示"设备没有响应"。(The grower closes the left vent in the app: code 6 comes back and the app says the device did not respond.)',
    },
    {
      at: '16m',
      do: 'request',
      id: 'move-right',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 2, action: 'set', value: 30 },
      title: { zh: '手动调右侧卷膜', en: 'Move the right vent by hand' },
      note: '右侧卷膜照常执行 (代码 0)：问题只在左侧。(The right vent obeys, code 0: the fault is on the left only.)',
    },
    {
      at: '25m',
      do: 'narrate',
      note: '看铃铛：一条严重报警"卡死"。修好之前，自动控制不会再去驱动它。(The bell: a critical "jammed" alarm. Until it is fixed, automation leaves it alone.)',
    },
  ],
  expect: [
    {
      id: 'answer-6',
      title: { zh: '关左侧卷膜的命令回答代码 6', en: 'the close command is answered with code 6' },
      within: ['15m', '20m'],
      check: { kind: 'reply', step: 'close-jammed', code: 6 },
    },
    {
      id: 'right-obeys',
      title: { zh: '右侧卷膜的命令回答代码 0', en: 'the right vent command is answered with code 0' },
      within: ['16m', '20m'],
      check: { kind: 'reply', step: 'move-right', code: 0 },
    },
    {
      id: 'reports-jammed',
      title: { zh: '左侧卷膜状态为"卡死"', en: 'the left vent reports jammed' },
      within: ['10m', '20m'],
      check: { kind: 'actuator', server: 0, aid: 1, state: 'jammed' },
    },
    {
      id: 'device-alarm',
      title: { zh: '设备报警打开', en: 'a device alarm opens' },
      within: ['10m', '20m'],
      check: { kind: 'alarm', server: 0, source: 'device', open: true },
    },
  ],
});
