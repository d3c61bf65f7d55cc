/**
 * Wind direction in compass words and the 24 h wind rose. Directions are meteorological: where the
 * wind blows FROM, in degrees clockwise from north (windDir sensor, docs/design/protocol.md).
 */

/** The 16 compass points, clockwise from north. */
export const compassPoints = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** Degrees into [0, 360). */
export const normaliseDegrees = (deg: number): number => ((deg % 360) + 360) % 360;

/** The 16-point sector of a direction: each 22.5° wide, centred on its point (N is 348.75..11.25). */
export function sectorOf(deg: number): number {
  return Math.floor(normaliseDegrees(deg + 11.25) / 22.5) % 16;
}

/** The compass point of a direction in degrees, e.g. 44 -> 'NE'. */
export const compassPoint = (deg: number): CompassPoint => compassPoints[sectorOf(deg)] ?? 'N';

/** Calm below this speed: no direction counted in the rose. */
export const CALM_MS = 0.3;

export type RoseSector = { point: CompassPoint; share: number; meanSpeed: number };

/**
 * The wind rose: per sector, the share of samples (0..1) and their mean speed. Samples pair a
 * direction and a speed at the same time; nulls and calm samples are left out.
 */
export function windRose(samples: ReadonlyArray<{ dir: number | null; speed: number | null }>): RoseSector[] {
  const counts = Array.from({ length: 16 }, () => ({ n: 0, speed: 0 }));
  let total = 0;
  for (const { dir, speed } of samples) {
    if (dir === null || speed === null || !Number.isFinite(dir) || speed < CALM_MS) continue;
    const sector = counts[sectorOf(dir)];
    if (!sector) continue;
    sector.n++;
    sector.speed += speed;
    total++;
  }
  return counts.map((c, i) => ({
    point: compassPoints[i] ?? 'N',
    share: total === 0 ? 0 : c.n / total,
    meanSpeed: c.n === 0 ? 0 : c.speed / c.n,
  }));
}

/** Pairs two history series by timestamp (direction and speed answer on the same buckets). */
export function pairSeries(
  dir: ReadonlyArray<readonly [number, number | null]>,
  speed: ReadonlyArray<readonly [number, number | null]>,
): Array<{ dir: number | null; speed: number | null }> {
  const speeds = new Map(speed);
  return dir.map(([ts, d]) => ({ dir: d, speed: speeds.get(ts) ?? null }));
}
