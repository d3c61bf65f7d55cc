/**
 * Weather overrides of the control API (a wind fault, a cold snap, rain on demand). An
 * override replaces some quantities of a controller's (or every controller's) seeded weather, so
 * the physics and the weather station both see them, for `forMs`, then blends back to the seeded
 * weather over `blendMs`. Later overrides win per quantity. Times are the simulator's clock.
 */
import { z } from 'zod';
import { describe } from '../protocol/index.ts';
import { isRecord } from './unknown-data.ts';
import type { OutsideWeather } from '../model/greenhouse/weather.ts';

const dayMs = 86_400_000;
export const weatherQuantities = ['outTemp', 'outHum', 'radiation', 'windSpeed', 'windDir', 'rain'] as const;

/** POST /sim/world/weather: the quantities to replace, whose controller (all when absent), how long. */
export const weatherOverrideBody = z
  .object({
    sn: z.string().min(1).max(64).optional(),
    outTemp: z.number().min(-50).max(60).optional(),
    outHum: z.number().min(0).max(100).optional(),
    radiation: z.number().min(0).max(1500).optional(),
    windSpeed: z.number().min(0).max(60).optional(),
    windDir: z.number().min(0).max(360).optional(),
    rain: z.number().min(0).max(200).optional(),
    /** How long the values hold, ms (absent: until cleared). */
    forMs: z
      .number()
      .int()
      .min(1)
      .max(31 * dayMs)
      .optional(),
    /** How long the way back to the seeded weather takes after forMs, ms (default 0). */
    blendMs: z.number().int().min(0).max(dayMs).default(0),
  })
  .strict()
  .refine((b) => weatherQuantities.some((q) => b[q] !== undefined), {
    message: `name at least one of ${weatherQuantities.join(', ')}`,
  });

export type WeatherOverride = {
  id: number;
  sn: string | null;
  values: Partial<OutsideWeather>;
  /** Clock ms it started. */
  from: number;
  /** Clock ms the values stop holding (null: until cleared); the blend ends blendMs later. */
  until: number | null;
  blendMs: number;
};

export type WeatherOverrides = {
  add(body: z.output<typeof weatherOverrideBody>): WeatherOverride;
  /** Those not over yet. */
  list(): WeatherOverride[];
  clear(): number;
  /** The quantities replaced for controller `sn` at clock `timeMs` over `base`, or null. */
  patch(sn: string, timeMs: number, base: OutsideWeather): Partial<OutsideWeather> | null;
};

/** Moves `from` toward `to` by the fraction `f`; wind directions take the short way round. */
function blend(q: keyof OutsideWeather, from: number, to: number, f: number): number {
  if (q !== 'windDir') return from + (to - from) * f;
  const delta = ((((to - from) % 360) + 540) % 360) - 180;
  return (((from + delta * f) % 360) + 360) % 360;
}

export function createWeatherOverrides(now: () => number): WeatherOverrides {
  let overrides: WeatherOverride[] = [];
  let nextId = 1;
  const over = (o: WeatherOverride, t: number) => o.until !== null && t >= o.until + o.blendMs;
  return {
    add(body) {
      const from = now();
      const values: Partial<OutsideWeather> = {};
      for (const q of weatherQuantities) if (body[q] !== undefined) values[q] = body[q];
      const override: WeatherOverride = {
        id: nextId++,
        sn: body.sn ?? null,
        values,
        from,
        until: body.forMs === undefined ? null : from + body.forMs,
        blendMs: body.blendMs,
      };
      overrides = [...overrides.filter((o) => !over(o, from)), override];
      return override;
    },
    list() {
      const t = now();
      overrides = overrides.filter((o) => !over(o, t));
      return overrides.map((o) => ({ ...o, values: { ...o.values } }));
    },
    clear() {
      const n = overrides.length;
      overrides = [];
      return n;
    },
    patch(sn, timeMs, base) {
      let out: Partial<OutsideWeather> | null = null;
      for (const o of overrides) {
        if ((o.sn !== null && o.sn !== sn) || timeMs < o.from || over(o, timeMs)) continue;
        // 1 while the values hold, then down to 0 over the blend.
        const f = o.until === null || timeMs < o.until ? 1 : 1 - (timeMs - o.until) / o.blendMs;
        out ??= {};
        for (const q of weatherQuantities) {
          const v = o.values[q];
          if (v !== undefined) out[q] = blend(q, out[q] ?? base[q], v, f);
        }
      }
      return out;
    },
  };
}

export type WeatherCommandResult =
  | { ok: true; overrides: WeatherOverride[]; added?: WeatherOverride; cleared?: number }
  | { ok: false; reason: string };

/** A control-API weather command: `{ op: 'set', ...body }`, `{ op: 'list' }` or `{ op: 'clear' }`. */
export function applyWeatherCommand(
  overrides: WeatherOverrides,
  command: unknown,
  knownSns: readonly string[],
): WeatherCommandResult {
  const fields = isRecord(command) ? command : {};
  const op = fields.op;
  if (op === 'list') return { ok: true, overrides: overrides.list() };
  if (op === 'clear') return { ok: true, cleared: overrides.clear(), overrides: [] };
  if (op !== 'set') return { ok: false, reason: "op: 'set' | 'list' | 'clear'" };
  const { op: _op, ...body } = fields;
  const parsed = weatherOverrideBody.safeParse(body);
  if (!parsed.success) return { ok: false, reason: describe(parsed.error) };
  if (parsed.data.sn !== undefined && !knownSns.includes(parsed.data.sn))
    return { ok: false, reason: `sn: no controller ${parsed.data.sn}` };
  const added = overrides.add(parsed.data);
  return { ok: true, added, overrides: overrides.list() };
}
