/** One day of seeded weather: the draws behind it, always the same count per day. */

export type ClimateNormals = {
  /** °C, yearly mean and half the summer-winter swing; day of year of the warmest day. */
  annualMeanC: number;
  annualAmplitudeC: number;
  warmestDay: number;
  /** K between night minimum and afternoon maximum on a clear day. */
  diurnalRangeC: number;
  /** K: standard deviation of the day-to-day drift (AR(1), r = 0.7). */
  driftC: number;
  /** Mean cloud cover 0..1 and its day-to-day standard deviation. */
  cloudiness: number;
  cloudVariability: number;
  /** m s⁻¹ */
  meanWindSpeed: number;
  /** Chance of a rain event on a day of average cloud. */
  rainChance: number;
  /** K: dew point below the night minimum on a clear day. */
  dewDepressionC: number;
};

export type WeatherDay = {
  drift: number;
  cloud: number;
  rainStart: number;
  rainEnd: number;
  rainRate: number;
  /** Cloud deviation every 10 min (144), wind speed and unwrapped direction every hour (24). */
  cloudKnots: Float64Array;
  windKnots: Float64Array;
  dirKnots: Float64Array;
};

/** ≈ N(0, 1) from three uniforms (Irwin-Hall; a fixed number of draws keeps days aligned). */
function gauss(random: () => number): number {
  return (random() + random() + random() - 1.5) * 2;
}

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Draws the day after `previous` (or the first day). */
export function drawDay(random: () => number, climate: ClimateNormals, previous?: WeatherDay): WeatherDay {
  const drift = 0.7 * (previous?.drift ?? 0) + climate.driftC * Math.sqrt(1 - 0.49) * gauss(random);
  const cloud = clamp01(climate.cloudiness + climate.cloudVariability * gauss(random));
  const rainDraw = random();
  const startDraw = random();
  const lengthDraw = random();
  const rateDraw = random();
  const rains = rainDraw < climate.rainChance * (0.4 + 1.2 * cloud);
  const rainStart = rains ? 24 * startDraw : 99;
  const rainEnd = rains ? Math.min(24, rainStart + 1 + 4 * lengthDraw) : 99;
  const rainRate = rains ? 0.5 + 9.5 * rateDraw * rateDraw : 0;

  const cloudKnots = new Float64Array(144);
  let deviation = previous?.cloudKnots[143] ?? 0;
  for (let i = 0; i < 144; i++) {
    // AR(1) passing clouds: ≈ 1 h memory, larger swings on partly cloudy days.
    deviation = 0.85 * deviation + 0.12 * (0.3 + 2 * cloud * (1 - cloud)) * gauss(random);
    cloudKnots[i] = deviation;
  }
  const windBase = climate.meanWindSpeed * (0.5 + random());
  const windKnots = new Float64Array(24);
  const dirKnots = new Float64Array(24);
  let direction = previous?.dirKnots[23] ?? 360 * random();
  if (previous) random(); // keep the draw count fixed
  for (let i = 0; i < 24; i++) {
    windKnots[i] = windBase * Math.exp(0.3 * gauss(random));
    direction += 12 * gauss(random);
    dirKnots[i] = direction;
  }
  return { drift, cloud, rainStart, rainEnd, rainRate, cloudKnots, windKnots, dirKnots };
}
