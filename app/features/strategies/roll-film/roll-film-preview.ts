/**
 * What a roll-film strategy would ask of its vents at a given air temperature and humidity, the way
 * the controller decides (model/automation/strategies/roll-film.ts): opening = (air − openAbove)
 * / pBand × 100 %, openAbove lowered at night by the environment strategy's night drop; above the
 * zone's RH max at least a humidity gap (5 % per %RH over, up to 30 %); clamped to min..max and
 * rounded to the step. (The controller also holds a vent within one step of where it stands.)
 */
import type { ZoneSetpoints } from '../environment/zone-setpoints';
import type { StrategyOf } from '../shell/strategy-kinds';

export type RollFilmParams = StrategyOf<'rollFilm'>['params'];

export type VentPreview = {
  /** % the vents would open. */
  opening: number;
  /** °C the vents start opening above now (night drop applied). */
  openAbove: number;
  /** The humidity gap, not the temperature, sets the opening. */
  byHumidity: boolean;
};

const humidityGapPerRh = 5;
const humidityGapMax = 30;

export function rollFilmOpening(
  p: RollFilmParams,
  temp: number | undefined,
  hum: number | undefined,
  sp: Pick<ZoneSetpoints, 'isDay' | 'humMax' | 'nightDrop'>,
): VentPreview | null {
  if (temp === undefined || !(p.pBand > 0) || !(p.step > 0)) return null;
  const openAbove = p.openAbove - (sp.isDay ? 0 : sp.nightDrop);
  let raw = ((temp - openAbove) / p.pBand) * 100;
  let byHumidity = false;
  if (sp.humMax !== null && hum !== undefined && hum > sp.humMax) {
    const gap = Math.min(humidityGapMax, (hum - sp.humMax) * humidityGapPerRh);
    byHumidity = gap > raw;
    raw = Math.max(raw, gap);
  }
  raw = Math.min(p.maxOpen, Math.max(p.minOpen, raw));
  const stepped = Math.round(raw / p.step) * p.step;
  const opening = Math.min(p.maxOpen, Math.max(p.minOpen, stepped));
  return { opening, openAbove, byHumidity };
}

/** The form's numbers as params, or null while one of them is not a number. */
export function paramsOfNumbers(values: Record<keyof Omit<RollFilmParams, 'aids'>, number>, aids: number[]) {
  return Object.values(values).every(Number.isFinite) ? { ...values, aids } : null;
}
