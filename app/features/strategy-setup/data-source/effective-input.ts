/**
 * What a strategy sees of one input now, computed as the controller does
 * (model/automation/context.ts `input()`): the good readings (quality 0, a finite value) of the
 * source's sensors combined by its mode; none good: the fallback sensor's reading; else nothing.
 */
import type { StrategyKind } from '../../../../protocol/live/climate.ts';
import type { DataSource } from '../../../../protocol/live/system.ts';

export type SourceInput = DataSource['input'];
export type ReadingLike = { v: number | null; q: number } | undefined;

export type InputValue = {
  /** undefined: the strategy has no value for this input now (it waits). */
  value: number | undefined;
  /** The sensors whose readings made the value. */
  used: number[];
  fromFallback: boolean;
};

const good = (r: ReadingLike): r is { v: number; q: 0 } =>
  r !== undefined && r.q === 0 && r.v !== null && Number.isFinite(r.v);

export function effectiveInput(
  source: Pick<DataSource, 'sids' | 'mode' | 'fallbackSid'>,
  reading: (sid: number) => ReadingLike,
): InputValue {
  const found = source.sids.flatMap((sid) => {
    const r = reading(sid);
    return good(r) ? [{ sid, v: r.v }] : [];
  });
  if (found.length === 0) {
    const fallback = source.fallbackSid === null ? undefined : reading(source.fallbackSid);
    return good(fallback) && source.fallbackSid !== null
      ? { value: fallback.v, used: [source.fallbackSid], fromFallback: true }
      : { value: undefined, used: [], fromFallback: false };
  }
  const xs = found.map((f) => f.v);
  const pick = (v: number) => ({
    value: v,
    used: found.filter((f) => f.v === v).map((f) => f.sid),
    fromFallback: false,
  });
  if (source.mode === 'min') return pick(Math.min(...xs));
  if (source.mode === 'max') return pick(Math.max(...xs));
  if (source.mode === 'first') return { value: xs[0], used: [found[0]!.sid], fromFallback: false };
  return {
    value: xs.reduce((a, b) => a + b, 0) / xs.length,
    used: found.map((f) => f.sid),
    fromFallback: false,
  };
}

/** The inputs each strategy kind reads (model/automation/strategies/*.ts); custom reads its own sensors. */
export const inputsOf: Record<StrategyKind, readonly SourceInput[]> = {
  environment: ['airTemp', 'airHum', 'co2'],
  rollFilm: ['airTemp', 'airHum'],
  curtain: ['radiation', 'outTemp', 'airHum'],
  fan: ['airTemp', 'airHum'],
  windSpeed: ['windSpeed', 'rain'],
  custom: [],
};
