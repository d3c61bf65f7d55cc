/** A grower's alarm setting, then a power cut: the controller reboots and comes back with that configuration in force. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'power-cut-reboot',
  title: { zh: '停电重启', en: 'Power cut and reboot' },
  description:
    '12:00，温和的中午。种植者先把1号棚的高温报警线从 35 °C 改到 30 °C (苗还小)。两分钟后停电：控制器断电重启，' +
    '几秒钟后回来。随后天热起来；控制器保存了刚才的设置，所以棚温一超过 30 °C 报警照样打开。(12:00, a mild noon. ' +
    'The grower lowers the high-temperature alarm of house 1 from 35 °C to 30 °C (young plants). Two minutes later ' +
    'the power fails: the controller reboots and is back within seconds. Then it turns hot; the controller kept ' +
    'the new setting, so the alarm opens as soon as the house passes 30 °C.)',
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
      set: { outTemp: 24, radiation: 400, windSpeed: 2, rain: 0 },
      forMs: '10m',
      title: { zh: '温和的中午', en: 'A mild noon' },
      note: '中午，室外 24 °C，棚里不到 30 °C。(Noon, 24 °C outside, the house under 30 °C.)',
    },
    {
      at: '5m',
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
      at: '7m',
      do: 'event',
      event: 'powerCut',
      params: { server: 0 },
      note: '停电了：一号基地的控制器断电重启。app 显示离线。(Power cut: the controller of base 1 loses power and reboots. The app shows it offline.)',
    },
    {
      at: '9m',
      do: 'request',
      id: 'status-after',
      server: 0,
      topic: 'system/cmd',
      confTyp: 'system',
      method: 'cmd',
      para: { action: 'status' },
      title: { zh: '查询控制器状态', en: 'Ask the controller its status' },
      note: '几秒钟后控制器回来了，卷膜回到自动控制。刚才改的报警线还在吗？(Seconds later it is back and the vents return to automation. Is the new alarm line still there?)',
    },
    {
      at: '10m',
      do: 'weather',
      set: { outTemp: 34, radiation: 700, windSpeed: 2, rain: 0 },
      forMs: '2h',
      title: { zh: '转热', en: 'It turns hot' },
      note: '天热起来了：室外 34 °C。棚温很快会超过 30 °C。(It turns hot: 34 °C outside. The house will soon pass 30 °C.)',
    },
    {
      at: '25m',
      do: 'narrate',
      note: '棚温超过 30 °C 一分钟，报警打开：设置没丢。(Above 30 °C for a minute, the alarm opens: the setting survived.)',
    },
  ],
  expect: [
    {
      id: 'edit-accepted',
      title: { zh: '报警规则修改成功 (代码 0)', en: 'the alarm rule edit is accepted (code 0)' },
      within: ['5m', '7m'],
      check: { kind: 'reply', step: 'lower-alarm', code: 0 },
    },
    {
      id: 'answers-after-reboot',
      title: { zh: '重启后控制器正常应答', en: 'the controller answers after the reboot' },
      within: ['9m', '12m'],
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
      id: 'no-alarm-before',
      title: { zh: '停电前后棚温未到 30 °C，没有报警', en: 'no alarm around the power cut (under 30 °C)' },
      within: ['5m', '10m'],
      mode: 'always',
      check: { kind: 'alarm', server: 0, rule: 1, open: false },
    },
    {
      id: 'setting-kept',
      title: { zh: '重启后 30 °C 报警照样打开', en: 'after the reboot the 30 °C alarm still opens' },
      within: ['12m', '1h'],
      check: { kind: 'alarm', server: 0, rule: 1, open: true },
    },
  ],
});
