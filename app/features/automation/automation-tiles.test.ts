import { describe, expect, it } from 'vitest';
import { recordExamples } from '../../../protocol/examples.ts';
import { alarmRule, heatingLoop, strategy as strategySchema } from '../../../protocol/live/climate.ts';
import { fertRecipe, irrigationPlan } from '../../../protocol/live/irrigation.ts';
import { output } from '../../../protocol/live/system.ts';
import { i18n } from '../../i18n';
import { loopTiles, strategyTiles } from './automation-tiles';
import { commandText } from './command-text';
import { overruledText } from './overruled-text';
import { strategySummary } from './strategy-summary';
import { systemTiles } from './system-tiles';

const roll = strategySchema.parse({ ...recordExamples.strategy, stid: 2, name: '卷膜通风', priority: 60 });
const rollOff = strategySchema.parse({
  ...recordExamples.strategy,
  stid: 7,
  name: '北侧卷膜',
  enabled: false,
});
const decision = output.parse({ ...recordExamples.output, stid: 2, at: 5000 });
const zh = (part: { key: string; values?: object }) => i18n.t(`automation:${part.key}`, part.values as never);

describe('the overview tiles', () => {
  it('gives each strategy kind a tile: on when one is enabled, its summary and newest decision', () => {
    const tiles = strategyTiles([rollOff, roll], [decision]);
    expect(tiles.map((t) => t.id)).toEqual([
      'environment',
      'rollFilm',
      'curtain',
      'fan',
      'windSpeed',
      'custom',
    ]);
    const tile = tiles[1];
    expect(tile).toMatchObject({
      status: 'on',
      to: '/automaticSettings/RollOfFilmControl',
      lastDecisionAt: 5000,
    });
    expect(tile?.parts.map(zh)).toEqual(['24.5 °C 起开 · 开度 0–100%', '共 2 条，1 条启用']);
    expect(tiles[0]).toMatchObject({ status: 'none', parts: [{ key: 'sum_noneYet' }] });
    expect(strategyTiles([rollOff], [])[1]?.status).toBe('off');
  });

  it('counts plans, rules and decisions, and names the highest-priority enabled strategy', () => {
    const plan = irrigationPlan.parse(recordExamples.irrigationPlan);
    const plans = [plan, { ...plan, pid: 62, enabled: false }];
    const tiles = systemTiles({
      plans,
      recipes: [fertRecipe.parse(recordExamples.fertRecipe)],
      fogs: [],
      heating: [heatingLoop.parse(recordExamples.heating)],
      alarmRules: [alarmRule.parse({ ...recordExamples.alarmRule, enabled: false })],
      irrigateAlarms: [],
    });
    expect(tiles.map((t) => [t.id, t.status])).toEqual([
      ['irrigation', 'on'],
      ['fertigation', 'info'],
      ['fog', 'none'],
      ['heating', 'on'],
      ['sensorAlarms', 'off'],
      ['irrigateAlarms', 'none'],
    ]);
    expect(zh(tiles[0]!.parts[0]!)).toBe('2 个灌溉计划，1 个启用');
    const loop = loopTiles([roll, rollOff], [decision, { ...decision, oid: 9, applied: false }]);
    expect(loop.map((t) => zh(t.parts[0]!))).toEqual([
      '2 条实时决策，1 条被否决',
      '最高优先：卷膜通风（60）',
      '未来 7 天天气，以及哪些策略会因此动作',
    ]);
    expect(zh(loopTiles([], [])[0]!.parts[0]!)).toBe('控制器暂未上报决策');
  });

  it('words every kind’s summary and every command for the grower', () => {
    const wind = strategySchema.parse({
      ...roll,
      kind: 'windSpeed',
      params: { aids: [1], closeAbove: 10, resumeBelow: 7, delayS: 30, closeOnRain: true },
    });
    expect(zh(strategySummary(wind))).toBe('风速超过 10 m/s 关窗，低于 7 m/s 恢复 · 下雨关窗');
    expect(zh(commandText({ command: 'set', value: 39.6 }))).toBe('调到 40%');
    expect(zh(commandText({ command: 'on', value: null }))).toBe('开启');
    expect(zh(commandText({ command: 'hold', value: 3 }))).toBe('hold 3');
    expect(overruledText('manual')).toBe('被否决：手动控制中');
    expect(overruledText('disabled')).toBe('被否决：设备已停用');
    expect(overruledText('大风保护')).toBe('被否决：大风保护');
  });
});
