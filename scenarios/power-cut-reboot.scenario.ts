/** A grower's alarm setting, then a power cut: the controller reboots and comes back with that configuration in force. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'power-cut-reboot',
  title: { zh: '停电重启', en: 'Power cut and reboot' },
  description:
    '12:00，炎热的中午。种植者先把1号棚的高温报警线从 35 °C 改到 30 °C (苗还小)。几分钟后停电：控制器断电重启，' +
    '几秒钟离线后回来；它保存了刚才的设置，所以当棚温超过 30 °C 时报警照样打开。(12:00, a hot noon. The grower ' +
    'first lowers the high-temperature alarm of house 1 from 35 °C to 30 °C (young plants). Minutes later the ' +
    'power fails: the controller reboots and is back after a few seconds offline. It kept the new setting, so the ' +
    'alarm opens once the house passes 30 °C.)',
  teaches: [
    '配置保存在控制器里，停电不会丢 (the configuration lives in the controller and survives a power cut)',
    '重启期间 app 显示离线，回来后自动重新订阅 (the app shows offline during the reboot and resubscribes after)',
    "修改报警规则后等控制器确认 (代码 0) (after editing an alarm rule, wait for the controller's code 0)",
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '12:00' },
  seed: 7,
  durationMs: '1h',
  timeline: [
    {
      at: '0m',
      do: 'weather',
      set: { outTemp: 33, radiation: 600, windSpeed: 2, rain: 0 },
      forMs: '2h',
      title: { zh: '炎热的中午', en: 'A hot noon' },
      note: '中午，室外 33 °C，棚里在升温。(Noon, 33 °C outside, the house is warming up.)',
    },
    {
      at: '2m',
      do: 'request',
      id: 'lower-alarm',
      server: 0,
      topic: 'system/conf',
      confTyp: 'alarmRule',
      method: 'update',
      para: { rid: 1, sid: 1, high: 30, low: 5, delayS: 60, hysteresis: 1, enabled: true },
      title: { zh: '高温报警改为 30 °C', en: 'High alarm set to 30 °C' },
      note: '种植者在 app 里把1号棚的高温报警改成 30 °C，控制器回答代码 0。(The grower sets the high alarm of house 1 to 30 °C in the app; the controller answers code 0.)',
    },
    {
      at: '6m',
      do: 'event',
      event: 'powerCut',
      params: { server: 0 },
      note: '停电了：一号基地的控制器断电重启。app 显示离线。(Power cut: the controller of base 1 loses power and reboots. The app shows it offline.)',
    },
    {
      at: '8m',
      do: 'request',
      id: 'status-after',
      server: 0,
      topic: 'system/cmd',
      confTyp: 'system',
      method: 'cmd',
      para: { action: 'status' },
      note: '几秒钟后控制器回来了，卷膜回到自动控制。刚才改的报警线还在吗？(Seconds later it is back and the vents return to automation. Is the new alarm line still there?)',
    },
    {
      at: '20m',
      do: 'narrate',
      note: '棚温超过 30 °C 一分钟，报警打开：设置没丢。(Above 30 °C for a minute, the alarm opens: the setting survived.)',
    },
  ],
  expect: [
    {
      id: 'edit-accepted',
      title: { zh: '报警规则修改成功 (代码 0)', en: 'the alarm rule edit is accepted (code 0)' },
      within: ['2m', '5m'],
      check: { kind: 'reply', step: 'lower-alarm', code: 0 },
    },
    {
      id: 'answers-after-reboot',
      title: { zh: '重启后控制器正常应答', en: 'the controller answers after the reboot' },
      within: ['8m', '12m'],
      check: { kind: 'reply', step: 'status-after', code: 0 },
    },
    {
      id: 'stays-online',
      title: { zh: '重启后数据不断', en: 'readings keep coming after the reboot' },
      within: ['7m', '1h'],
      mode: 'always',
      check: { kind: 'online', server: 0, online: true },
    },
    {
      id: 'setting-kept',
      title: { zh: '重启后 30 °C 报警照样打开', en: 'after the reboot the 30 °C alarm still opens' },
      within: ['8m', '1h'],
      check: { kind: 'alarm', server: 0, rule: 1, open: true },
    },
  ],
});
