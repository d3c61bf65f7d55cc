/** One module per strategy kind and the dispatcher that runs a strategy through its module. */
import type { Strategy, StrategyKind } from '../../../protocol/index.ts';
import type { Context } from '../context.ts';
import { curtain } from './curtain.ts';
import { custom } from './custom.ts';
import { environment } from './environment.ts';
import { fan } from './fan.ts';
import { rollFilm } from './roll-film.ts';
import type { StrategyModule, StrategyResult } from './strategy-module.ts';
import { windSpeed } from './wind-speed.ts';

export const strategyModules: { [K in StrategyKind]: StrategyModule<K> } = {
  environment,
  rollFilm,
  curtain,
  fan,
  windSpeed,
  custom,
};

/** Runs one enabled strategy; a disabled one proposes nothing. */
export function runStrategy(strategy: Strategy, ctx: Context): StrategyResult {
  if (!strategy.enabled) return { proposals: [] };
  switch (strategy.kind) {
    case 'environment':
      return strategyModules.environment(strategy, ctx);
    case 'rollFilm':
      return strategyModules.rollFilm(strategy, ctx);
    case 'curtain':
      return strategyModules.curtain(strategy, ctx);
    case 'fan':
      return strategyModules.fan(strategy, ctx);
    case 'windSpeed':
      return strategyModules.windSpeed(strategy, ctx);
    case 'custom':
      return strategyModules.custom(strategy, ctx);
  }
}
