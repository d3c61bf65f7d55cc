// One line per strategy kind in the grower's words: the thresholds that matter most, as i18n parts.
import type { Strategy } from '../../../protocol/live/climate.ts';
import type { Messages } from '../../i18n/messages';

/**
 * A message key of the automation screens. Shown with its values and a `defaultValue`: i18next types
 * the values of a union of keys as every key's values at once, while its overload for a key with a
 * fallback takes the values as given; the fallback is never seen, as the key is known to exist.
 */
export type AutomationKey = keyof Messages['automation'];

/** An i18n key of the automation namespace and the values that fill it. */
export type SummaryPart = { key: AutomationKey; values?: Record<string, string | number> };

/** The main thresholds of one strategy (e.g. roll film: "24.5 °C 起开 · 开度 0–100%"). */
export function strategySummary(strategy: Strategy): SummaryPart {
  switch (strategy.kind) {
    case 'environment': {
      const { heatDay, heatNight, co2 } = strategy.params;
      return { key: 'sum_environment', values: { heatDay, heatNight, co2 } };
    }
    case 'rollFilm': {
      const { openAbove, minOpen, maxOpen } = strategy.params;
      return { key: 'sum_rollFilm', values: { openAbove, minOpen, maxOpen } };
    }
    case 'curtain': {
      const { closeAboveRadiation, closeBelowOutTempNight } = strategy.params;
      return {
        key: 'sum_curtain',
        values: { radiation: closeAboveRadiation, night: closeBelowOutTempNight },
      };
    }
    case 'fan': {
      const { stages } = strategy.params;
      const first = stages.length === 0 ? null : Math.min(...stages.map((s) => s.onAboveTemp));
      return first === null
        ? { key: 'sum_fanNone' }
        : { key: 'sum_fan', values: { stages: stages.length, first } };
    }
    case 'windSpeed': {
      const { closeAbove, resumeBelow, closeOnRain } = strategy.params;
      return { key: closeOnRain ? 'sum_windRain' : 'sum_wind', values: { closeAbove, resumeBelow } };
    }
    case 'custom': {
      const { when, then } = strategy.params;
      return { key: `sum_custom_${then.action}`, values: { conditions: when.length } };
    }
  }
}
