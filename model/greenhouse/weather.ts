/** Outside weather as the model and the weather station see it. */

/** One instant of outside weather, named after the protocol's sensor types. */
export type OutsideWeather = {
  /** °C */
  outTemp: number;
  /** %RH */
  outHum: number;
  /** Global radiation, W m⁻². */
  radiation: number;
  /** m s⁻¹ */
  windSpeed: number;
  /** Degrees, 0..360, where the wind comes from. */
  windDir: number;
  /** mm h⁻¹ */
  rain: number;
};

/** A source of outside weather: a seeded generator, a fixture trace or a test's own function. */
export type Weather = {
  /** Epoch ms the source starts at (the greenhouse starts there unless told otherwise). */
  readonly start: number;
  /** The weather at `timeMs`; the same time always gives the same weather. */
  at(timeMs: number): OutsideWeather;
};

/** Weather that never changes (tests). */
export function constantWeather(weather: OutsideWeather, start = 0): Weather {
  const copy = { ...weather };
  return { start, at: () => ({ ...copy }) };
}

/** `base` with some fields replaced while `patch` returns them (scenario events: a storm, rain). */
export function overlayWeather(
  base: Weather,
  patch: (timeMs: number, weather: OutsideWeather) => Partial<OutsideWeather> | null,
): Weather {
  return {
    start: base.start,
    at(timeMs) {
      const weather = base.at(timeMs);
      const changes = patch(timeMs, weather);
      return changes ? { ...weather, ...changes } : weather;
    },
  };
}

/** `base` running `shiftMs` behind: at `t` the weather `base` has at `t - shiftMs` (0: `base` itself). */
export function shiftWeather(base: Weather, shiftMs: number): Weather {
  if (shiftMs === 0) return base;
  return { start: base.start + shiftMs, at: (timeMs) => base.at(timeMs - shiftMs) };
}
