/** A history too short, too gappy, too flat or missing a series is refused, saying what is missing. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fitCalibration, type Series, type ZoneHistory } from '../../../model/calibration/index.ts';
import { fallbackCalibration } from '../../../protocol/index.ts';
import { simulatedHistory } from './simulated-history.ts';

const refusalOf = (h: ZoneHistory) => {
  const outcome = fitCalibration(h, { maxIterations: 1 });
  if (outcome.ok) throw new Error('expected a refusal');
  return outcome.refusal;
};
const sidOf = (h: ZoneHistory, type: string, zid: number | null) =>
  h.sensors.find((s) => s.type === type && s.zid === zid)?.sid as number;
const withSeries = (h: ZoneHistory, sid: number, edit: (s: Series) => Series): ZoneHistory => ({
  ...h,
  series: { ...h.series, [sid]: edit(h.series[sid] ?? []) },
});

describe('calibration refuses', () => {
  let history: ZoneHistory;
  beforeAll(() => {
    history = simulatedHistory({ params: fallbackCalibration, days: 3.1 });
  }, 60_000);

  it('less than three days, naming how much there is', () => {
    const air = sidOf(history, 'airTemp', 1);
    const cut = (history.series[air]?.[0]?.[0] ?? 0) + 2.5 * 86_400_000;
    const refusal = refusalOf(withSeries(history, air, (s) => s.filter(([ts]) => ts <= cut)));
    expect(refusal).toMatchObject({ kind: 'tooShort', days: 2.5, needed: 3 });
    expect(refusal.message).toBe(
      'Only 2.5 days of history: a fit needs 3 (the last one is held out to judge it).',
    );
  });

  it('a missing weather station series, naming it', () => {
    const h = withSeries(history, sidOf(history, 'outTemp', null), () => []);
    expect(refusalOf(h)).toEqual({
      kind: 'missing',
      type: 'outTemp',
      message: "No history of the weather station's outside temperature.",
    });
  });

  it('a history with most 10-minute slots empty', () => {
    const h = withSeries(history, sidOf(history, 'airTemp', 1), (s) => s.filter((_, i) => i % 3 === 0));
    expect(refusalOf(h)).toMatchObject({ kind: 'gaps' });
    expect(refusalOf(h).message).toMatch(/measured in only 3\d % of the 10-minute slots: a fit needs 80 %/);
  });

  it('an air temperature that hardly moved, saying by how much', () => {
    const h = withSeries(history, sidOf(history, 'airTemp', 1), (s) =>
      s.map(([ts], i) => [ts, 20 + (i % 2) * 0.5] as const),
    );
    expect(refusalOf(h)).toEqual({
      kind: 'flat',
      swingK: 0.5,
      message: 'Air temperature varied by only 0.5 K: a fit needs at least 2 K of swing.',
    });
  });

  it('a zone neither heated nor vented', () => {
    const noActuators: ZoneHistory = {
      ...history,
      config: { ...history.config, actuator: [], valve: [], heating: [] },
      sensors: history.sensors.filter((s) => s.type !== 'pipeTemp'),
    };
    expect(refusalOf(noActuators)).toMatchObject({ kind: 'noHeatingOrVenting' });
  });
});
