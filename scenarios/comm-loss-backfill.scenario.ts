/** A controller drops off the network for ten minutes, comes back, and its history covers the gap. */
import { defineScenario } from './scenario.ts';

/** The whole stored history, hourly means: from 2000-01-01 to 2096 (the controller keeps 32 days). */
const wholeHistory = { sids: [1, 2], from: 946_684_800_000, to: 4_000_000_000_000, step: 3_600_000 };

export default defineScenario({
  name: 'comm-loss-backfill',
  title: { zh: '断网与补数', en: 'Link loss and backfill' },
  description:
    '10:00，一号基地的控制器断网十分钟：app 上显示离线，实时数据停住。控制器自己照常控制、照常记录；' +
    '恢复连接后在线状态回来，app 再向控制器要历史数据，断网期间的曲线被补齐。(10:00, the controller of base 1 ' +
    'drops off the network for ten minutes: the app shows it offline and the live values freeze. The controller ' +
    'keeps controlling and recording on its own; once the link is back it is online again, and the app asks it for ' +
    'the history, which fills the gap in the charts.)',
  teaches: [
    '断网时控制器照常运行：自动控制不依赖网络 (offline, the controller keeps running: automation needs no network)',
    'app 的离线提示和最后更新时间 (the app\'s offline banner and "updated at" time)',
    '恢复后历史曲线由控制器补齐 (after the link returns, the controller backfills the history)',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '10:00' },
  seed: 7,
  durationMs: '30m',
  timeline: [
    {
      at: '0m',
      do: 'narrate',
      title: { zh: '正常在线', en: 'Online' },
      note: '打开一号基地首页：在线，数据每 5 秒刷新。(Open base 1: online, values refresh every 5 s.)',
    },
    {
      at: '5m',
      do: 'event',
      event: 'linkLoss',
      params: { server: 0, forMs: '10m' },
      note: '控制器断网十分钟 (比如 4G 信号掉了)。看 app 的离线提示。(The controller loses its link for ten minutes, say the 4G signal drops. Watch the offline banner.)',
    },
    {
      at: '10m',
      do: 'narrate',
      note: '离线期间卷膜、暖气还在按策略工作，控制器也在记录数据，只是发不出来。(Offline, vents and heating still follow the strategies and the controller keeps recording; it just cannot send.)',
    },
    {
      at: '16m',
      do: 'narrate',
      note: '连接恢复，在线状态回来。(The link is back: online again.)',
    },
    {
      at: '20m',
      do: 'request',
      id: 'history',
      server: 0,
      topic: 'sensor/query/historyData',
      confTyp: 'sensor',
      method: 'history',
      para: wholeHistory,
      note: 'app 打开趋势图，向控制器要历史数据：断网那十分钟也有数。(The app opens the chart and asks the controller for history: the ten offline minutes are there too.)',
    },
  ],
  expect: [
    {
      id: 'goes-offline',
      title: { zh: '一号基地离线', en: 'base 1 goes offline' },
      within: ['5m', '10m'],
      check: { kind: 'online', server: 0, online: false },
    },
    {
      id: 'comes-back',
      title: { zh: '一号基地恢复在线', en: 'base 1 comes back online' },
      within: ['15m', '25m'],
      check: { kind: 'online', server: 0, online: true },
    },
    {
      id: 'live-again',
      title: { zh: '恢复后又收到1号棚温度', en: 'house 1 temperature arrives again' },
      within: ['16m', '25m'],
      check: { kind: 'reading', server: 0, zid: 1, sensor: 'airTemp', gte: -10 },
    },
    {
      id: 'history-answers',
      title: { zh: '历史数据查询成功 (代码 0)', en: 'the history query answers code 0' },
      within: ['20m', '25m'],
      check: { kind: 'reply', step: 'history', code: 0 },
    },
  ],
});
