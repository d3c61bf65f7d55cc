/**
 * What a grower compares between two previews: hours outside the set-point band, heating energy,
 * water, alarms that would open and actuator moves. The band of a zone at a moment: not colder than
 * 1 K under its heating set point, not warmer than where its roll-film vents are fully open, not
 * more humid than its environment strategy's maximum (night set points follow the night drop, as
 * the controller's do).
 */
import type { AutomationConfig } from '../automation/types.ts';
import { lookupsOf } from '../automation/config-lookups.ts';
import { inWindow } from '../automation/local-time.ts';
import type { PreviewRun } from './run-preview.ts';

/** Hours are a zone's, averaged over the zones watched; energy, water, alarms and moves their sums. */
export type PreviewSummary = {
  hoursTooCold: number;
  hoursTooHot: number;
  hoursTooHumid: number;
  /** Hours any of the three held. */
  hoursOutside: number;
  heatingKWh: number;
  waterL: number;
  alarms: number;
  moves: number;
};

/** Kelvin below the heating set point that counts as too cold. */
const coldMargin = 1;

/** A zone's band at a local minute of the day: [lowest, highest] air temperature and the humidity cap. */
export function bandOf(config: AutomationConfig, zid: number, minute: number, lookups = lookupsOf(config)) {
  const env = lookups.environmentOf(zid);
  const isDay = env
    ? inWindow(minute, env.params.dayStart, env.params.dayEnd)
    : inWindow(minute, '06:00', '18:00');
  const nightDrop = env ? env.params.heatDay - env.params.heatNight : 0;
  const heat = env ? (isDay ? env.params.heatDay : env.params.heatNight) : null;
  let fullOpen: number | null = null;
  for (const s of config.strategy) {
    if (!s.enabled || s.kind !== 'rollFilm' || !lookups.zonesOf(s).includes(zid)) continue;
    const at = s.params.openAbove + s.params.pBand - (isDay ? 0 : nightDrop);
    fullOpen = fullOpen === null ? at : Math.min(fullOpen, at);
  }
  return {
    low: heat === null ? null : heat - coldMargin,
    high: fullOpen,
    humMax: env ? env.params.humMax : null,
  };
}

export function summarise(
  run: PreviewRun,
  config: AutomationConfig,
  options: { zones: readonly number[]; utcOffsetMin: number },
): PreviewSummary {
  const out: PreviewSummary = {
    hoursTooCold: 0,
    hoursTooHot: 0,
    hoursTooHumid: 0,
    hoursOutside: 0,
    heatingKWh: 0,
    waterL: 0,
    alarms: run.alarms.length,
    moves: run.moves,
  };
  const lookups = lookupsOf(config);
  for (let i = 1; i < run.samples.length; i++) {
    const sample = run.samples[i]!;
    const hours = (sample.ts - run.samples[i - 1]!.ts) / 3_600_000;
    const minute = Math.floor((((sample.ts / 60_000 + options.utcOffsetMin) % 1440) + 1440) % 1440);
    const share = hours / Math.max(1, options.zones.length);
    for (const zid of options.zones) {
      const z = sample.zones[zid];
      if (!z) continue;
      const band = bandOf(config, zid, minute, lookups);
      const cold = band.low !== null && z.airTemp < band.low;
      const hot = band.high !== null && z.airTemp > band.high;
      const humid = band.humMax !== null && z.airHum > band.humMax;
      if (cold) out.hoursTooCold += share;
      if (hot) out.hoursTooHot += share;
      if (humid) out.hoursTooHumid += share;
      if (cold || hot || humid) out.hoursOutside += share;
    }
  }
  for (const zid of options.zones) {
    out.heatingKWh += run.heatingKWh[zid] ?? 0;
    out.waterL += run.waterL[zid] ?? 0;
  }
  return out;
}
