// The overview's tiles: one per automation, its on/off state from the records and a one-line summary.
import { strategyKinds, type Strategy, type StrategyKind } from '../../../protocol/live/climate.ts';
import type { Output } from '../../../protocol/live/system.ts';
import { byNewest } from './output-rows';
import { byPriority } from './zone-coverage';
import { strategySummary, type AutomationKey, type SummaryPart } from './strategy-summary';

export type TileStatus = 'on' | 'off' | 'none' | 'info';
export type Tile = {
  id: string;
  /** An i18n key naming the automation. */
  title: `common:strategyKind_${StrategyKind}` | `automation:${AutomationKey}`;
  to: string;
  status: TileStatus;
  parts: SummaryPart[];
  /** When the newest decision of this automation was made (strategy kinds). */
  lastDecisionAt?: number;
};

export const kindRoutes: Record<StrategyKind, string> = {
  environment: '/automaticSettings/environmentControlSettings',
  rollFilm: '/automaticSettings/RollOfFilmControl',
  curtain: '/automaticSettings/PullACurtainControl',
  fan: '/automaticSettings/FanControl',
  windSpeed: '/automaticSettings/AllWindSpeedControl',
  custom: '/automaticSettings/EditCustomStrategy',
};

export const onOff = (count: number, enabled: number): TileStatus =>
  count === 0 ? 'none' : enabled > 0 ? 'on' : 'off';

/** One tile per strategy kind, in the protocol's order, summarising its highest-priority enabled strategy. */
export function strategyTiles(strategies: readonly Strategy[], outputs: readonly Output[]): Tile[] {
  return strategyKinds.map((kind) => {
    const own = strategies.filter((s) => s.kind === kind).sort(byPriority);
    const enabled = own.filter((s) => s.enabled);
    const shown = enabled[0] ?? own[0];
    const stids = new Set(own.map((s) => s.stid));
    const newest = outputs.filter((o) => stids.has(o.stid) && o.at !== null).sort(byNewest)[0];
    const parts: SummaryPart[] = shown ? [strategySummary(shown)] : [{ key: 'sum_noneYet' }];
    if (own.length > 1)
      parts.push({ key: 'sum_count', values: { count: own.length, enabled: enabled.length } });
    return {
      id: kind,
      title: `common:strategyKind_${kind}`,
      to: kindRoutes[kind],
      status: onOff(own.length, enabled.length),
      parts,
      lastDecisionAt: newest?.at ?? undefined,
    };
  });
}

/** Tiles of the strategies as a whole: priorities and interlocks, the forecast, the live decisions. */
export function loopTiles(strategies: readonly Strategy[], outputs: readonly Output[]): Tile[] {
  const [top] = [...strategies].filter((s) => s.enabled).sort(byPriority);
  const overruled = outputs.filter((o) => !o.applied).length;
  const newest = outputs.filter((o) => o.at !== null).sort(byNewest)[0];
  return [
    {
      id: 'decisions',
      title: 'automation:tile_decisions',
      to: '/automaticSettings/AutomaticEnvironmentControlMain',
      status: 'info',
      parts: [
        outputs.length === 0
          ? { key: 'sum_noDecisions' }
          : { key: 'sum_decisions', values: { count: outputs.length, overruled } },
      ],
      lastDecisionAt: newest?.at ?? undefined,
    },
    {
      id: 'setup',
      title: 'automation:tile_setup',
      to: '/automaticSettings/StrategySetting',
      status: 'info',
      parts: [
        top
          ? { key: 'sum_setup', values: { name: top.name, priority: top.priority } }
          : { key: 'sum_noneYet' },
      ],
    },
    {
      id: 'forecast',
      title: 'automation:tile_forecast',
      to: '/automaticSettings/forecastWeather',
      status: 'info',
      parts: [{ key: 'sum_forecast' }],
    },
  ];
}
