/**
 * Whether a wind and rain protection acts now. The controller's state is known only from its live
 * decisions: while protection is on, the strategy has an `output` record (close to 0 %) for each of
 * its vents; when off, none. Beside that, what the live weather says: wind above the limit (closing
 * once it stays there for the delay) or rain (closing at once).
 */
import type { Output } from '../../../../protocol/live/system.ts';
import type { StrategyOf } from '../shell/strategy-kinds';

/** mm/h a rain sensor must report to count as rain (model/automation/strategies/wind-speed.ts). */
export const rainThreshold = 0.1;

export type ProtectionNow = {
  /** 'on': the controller closes the vents; 'pending': the weather calls for it, the delay runs; 'off'. */
  state: 'on' | 'pending' | 'off';
  cause: 'rain' | 'wind' | null;
  windy: boolean;
  raining: boolean;
  /** Vents the controller closes now / vents it asks to close (others are manual or held by an interlock). */
  closed: number;
  asked: number;
};

export function protectionNow(
  strategy: StrategyOf<'windSpeed'>,
  wind: number | undefined,
  rain: number | undefined,
  outputs: readonly Output[],
): ProtectionNow {
  const p = strategy.params;
  const windy = wind !== undefined && wind > p.closeAbove;
  const raining = p.closeOnRain && rain !== undefined && rain > rainThreshold;
  const asked = outputs.length;
  const closed = outputs.filter((o) => o.applied).length;
  if (asked > 0) {
    const cause = outputs.some((o) => o.why?.code === 'rainProtection') || raining ? 'rain' : 'wind';
    return { state: 'on', cause, windy, raining, closed, asked };
  }
  const cause = raining ? 'rain' : windy ? 'wind' : null;
  const state = strategy.enabled && cause !== null ? 'pending' : 'off';
  return { state, cause, windy, raining, closed, asked };
}
