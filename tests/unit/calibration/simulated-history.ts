/**
 * A zone's history made by the simulator's model from known parameters: the demo greenhouse's
 * closed loop (default strategy, seeded spring weather with cold nights and sunny days, sensor
 * noise), its sensors sampled every 10 minutes as `sensor/historyData` would answer them.
 */
import type { CalibrationParams } from '../../../protocol/index.ts';
import type { ZoneHistory } from '../../../model/calibration/index.ts';
import type { ClimateNormals } from '../../../model/greenhouse/weather-day.ts';
import { paramsOf } from '../../../model/preview/calibrated-params.ts';
import { createDemoGreenhouse } from '../../../simulator/testing/demo-greenhouse.ts';

/** 2025-03-20 00:00 at UTC+8: nights near 8 °C (heating), days near 18 °C in the sun (venting). */
export const springStart = Date.UTC(2025, 2, 19, 16);

export function simulatedHistory(options: {
  params: CalibrationParams;
  days: number;
  seed?: string;
  /** Minutes between samples (default 10). */
  sampleMin?: number;
  /** Sensor noise (default on). */
  noise?: boolean;
  /** Epoch ms of the first reading (default springStart). */
  start?: number;
  /** The weather's climate (default: the generator's). */
  climate?: Partial<ClimateNormals>;
  /** Every reading replaced (a flat history). */
  edit?: (type: string, v: number) => number;
}): ZoneHistory {
  const demo = createDemoGreenhouse({
    seed: options.seed ?? 'calibration',
    start: options.start ?? springStart,
    params: paramsOf(options.params),
    noise: options.noise,
    climate: options.climate,
    // An RH max of 100 %: the vents' humidity gap switches at a hair's breadth of RH (91 % opens 10 %, 90.9 %
    // shuts), a cycle of minutes that no 10-minute history can replay (docs/design/greenhouse-model.md).
    configure: (farm) => ({
      ...farm,
      config: {
        ...farm.config,
        strategy: farm.config.strategy.map((s) =>
          s.kind === 'environment' ? { ...s, params: { ...s.params, humMax: 100 } } : s,
        ),
      },
    }),
  });
  const { farm, loop } = demo;
  const series: Record<number, [number, number | null][]> = {};
  const sample = () => {
    const ts = demo.greenhouse.now();
    for (const r of loop.readings()) {
      const v = r.v === null ? null : options.edit ? options.edit(r.type, r.v) : r.v;
      (series[r.sid] ??= []).push([ts, v]);
    }
  };
  const sampleS = (options.sampleMin ?? 10) * 60;
  sample();
  for (let t = 0; t < options.days * 86_400; t += sampleS) {
    loop.run(sampleS, 10);
    sample();
  }
  return {
    zone: farm.zones[0] as { id: number; areaM2: number },
    config: farm.config,
    sensors: farm.sensors,
    series: series,
    utcOffsetMin: 480,
  };
}
