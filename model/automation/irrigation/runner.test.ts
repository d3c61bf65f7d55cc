import { describe, expect, it } from 'vitest';
import type { IrrigationPlan, Reading } from '../../../protocol/index.ts';
import { actuator, at, config, input, readings, sequence } from '../automation-input.ts';
import { stopIrrigation } from './commands.ts';

const valves = [31, 32, 33].map((vid, i) => ({ vid, name: `v${vid}`, zid: 1, aid: 25 + i, flowNominal: 40 }));
const plan = (trigger: IrrigationPlan['trigger'], extra: Partial<IrrigationPlan> = {}): IrrigationPlan => ({
  pid: 61,
  name: '轮灌',
  enabled: true,
  trigger,
  valveIds: [31, 32, 33],
  secondsPerValve: 300,
  recipeId: null,
  ...extra,
});
const base = (p: IrrigationPlan, sensors: Reading[] = []) =>
  input({
    config: config({
      actuator: [25, 26, 27].map((a) => actuator(a, 'valve')),
      valve: valves,
      irrigationPlan: [p],
    }),
    readings: sensors,
  });
const open = (d: { targets: Record<number, { action: string }> } | undefined) =>
  [25, 26, 27].filter((aid) => d?.targets[aid]?.action === 'on');

describe('irrigation by time, with valve rotation', () => {
  it('starts at its clock time and opens one valve at a time for secondsPerValve', () => {
    const times = [
      at('07:59'),
      at('08:00'),
      at('08:04'),
      at('08:05'),
      at('08:10', 0, 5),
      at('08:15'),
      at('08:16'),
    ];
    const ds = sequence(
      base(plan({ type: 'time', times: ['08:00'] })),
      times.map((now) => ({ now })),
      { ungated: true },
    );
    expect(ds.map(open)).toEqual([[], [25], [25], [26], [27], [], []]);
    // One line per start, saying why; the valves' own switching is not logged (the plan covers it).
    expect(ds[1]?.logs.map((l) => l.message)).toEqual(['轮灌: started (time 08:00), 3 valves × 300 s']);
    expect(ds[1]?.irrigation).toMatchObject({
      state: 'running',
      pid: 61,
      vid: 31,
      valveIndex: 0,
      valveCount: 3,
      remainingS: 900,
    });
    expect(ds[5]?.logs.map((l) => l.message)).toContain('轮灌: finished (3 valves)');
    expect(ds[6]?.irrigation.state).toBe('idle');
  });

  it('stays out of its window', () => {
    const p = plan({ type: 'time', times: ['08:00'] }, { window: { start: '09:00', end: '17:00' } });
    expect(sequence(base(p), [{ now: at('07:59') }, { now: at('08:00') }]).map(open)).toEqual([[], []]);
  });
});

describe('irrigation by radiation sum', () => {
  const radiation = plan(
    { type: 'radiation', sumJcm2: 100, minRadiation: 150, minIntervalMin: 15, maxIntervalMin: 60 },
    { valveIds: [31], secondsPerValve: 60 },
  );
  const sun = (w: number) => readings({}, { radiation: w });

  it('sums W/m² over time into J/cm² and starts once the sum is reached above the minimum radiation', () => {
    // 500 W/m² for 2000 s = 100 J/cm².
    const steps = Array.from({ length: 22 }, (_, i) => ({
      now: at('10:00', 0, i * 100),
      readings: sun(500),
    }));
    const ds = sequence(base(radiation), steps);
    const first = ds.findIndex((d) => open(d).length > 0);
    expect(first).toBe(20);
    expect(ds[first]?.logs[0]?.message).toBe(
      '轮灌: started (radiation sum 100 J/cm² ≥ 100 J/cm²), 1 valves × 60 s',
    );
    expect(ds[first]?.state.irrigation.plans[61]?.radSum).toBe(0);
  });

  it('waits for the minimum radiation and the minimum interval, starts by the maximum interval', () => {
    const dim = sequence(
      base(radiation),
      Array.from({ length: 30 }, (_, i) => ({ now: at('10:00', 0, i * 100), readings: sun(140) })),
    );
    expect(dim.some((d) => open(d).length > 0)).toBe(false);
    // 1 000 W/m²: the sum is reached every 1 000 s, yet starts stay 15 min apart.
    const bright = sequence(
      base(radiation),
      Array.from({ length: 40 }, (_, i) => ({ now: at('10:00', 0, i * 100), readings: sun(1000) })),
      { ungated: true },
    );
    const starts = bright.flatMap((d, i) => (d.logs.some((l) => l.message.includes('started')) ? [i] : []));
    expect(starts).toEqual([10, 20, 30]);
    // 200 W/m²: after the first start, 100 J/cm² takes 83 min, so the 60 min maximum starts the next.
    const weak = sequence(
      base(radiation),
      Array.from({ length: 160 }, (_, i) => ({ now: at('08:00', 0, i * 60), readings: sun(200) })),
      { ungated: true },
    );
    const weakStarts = weak.flatMap((d) =>
      d.logs.filter((l) => l.message.includes('started')).map((l) => l.message),
    );
    expect(weakStarts[0]).toMatch(/radiation sum 10\d J\/cm² ≥ 100 J\/cm²/);
    expect(weakStarts[1]).toBe('轮灌: started (60 min since the last start), 1 valves × 60 s');
  });

  it('after the grower stops its program, starts again only when the sum is reached again', () => {
    // 200 W/m²: 100 J/cm² takes 83 min; unstopped, the 60 min maximum would start it sooner.
    const minutes = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ now: at('08:00', 0, (from + i) * 60), readings: sun(200) }));
    const first = sequence(base(radiation), minutes(0, 90), { ungated: true });
    const startedAt = first.findIndex((d) => d.logs.some((l) => l.message.includes('started')));
    expect(startedAt).toBeGreaterThan(80);
    const stopped = stopIrrigation(first[startedAt]!.state, at('08:00', 0, startedAt * 60 + 30));
    if (!stopped.ok) throw new Error(stopped.msg);
    const after = sequence({ ...base(radiation), state: stopped.state }, minutes(startedAt + 1, 100), {
      ungated: true,
    });
    expect(open(after[0])).toEqual([]);
    const restarts = after.flatMap((d, i) =>
      d.logs.filter((l) => l.message.includes('started')).map((l) => ({ i, message: l.message })),
    );
    expect(restarts[0]?.message).toMatch(/radiation sum 10\d J\/cm² ≥ 100 J\/cm²/);
    expect(restarts[0]?.i).toBeGreaterThan(80);
  });

  it("starts the day by the sum: yesterday's last start does not count for the maximum interval", () => {
    // A start yesterday afternoon, a dark night, then a dim sunrise (300 W/m²: 100 J/cm² in 3 333 s).
    const yesterday = Array.from({ length: 12 }, (_, i) => ({
      now: at('15:00', 0, i * 100),
      readings: sun(1000),
    }));
    const night = [
      { now: at('23:00'), readings: sun(0) },
      { now: at('04:58', 1, 20), readings: sun(0) },
    ];
    const sunrise = Array.from({ length: 40 }, (_, i) => ({
      now: at('05:00', 1, i * 100),
      readings: sun(300),
    }));
    const ds = sequence(base(radiation), [...yesterday, ...night, ...sunrise], { ungated: true });
    const starts = ds.flatMap((d, i) => (d.logs.some((l) => l.message.includes('started')) ? [i] : []));
    const first = yesterday.length + night.length;
    expect(starts[0]).toBeLessThan(first);
    const today = starts.filter((i) => i >= first);
    expect(today[0]).toBe(first + 33); // 34 × 100 s × 300 W/m² = 102 J/cm²
    expect(ds[today[0] ?? 0]?.logs.find((l) => l.message.includes('started'))?.message).toMatch(
      /radiation sum/,
    );
  });
});

describe('irrigation by soil moisture', () => {
  it('starts below the level, then lets the slab soak 15 min before the next', () => {
    const p = plan({ type: 'moisture', sid: 55, below: 50 }, { valveIds: [31], secondsPerValve: 60 });
    const wet = (v: number) => [{ sid: 55, zid: 1, type: 'soilMoist' as const, v, q: 0 as const }];
    const ds = sequence(
      base(p),
      [0, 30, 60, 300, 961].map((s) => ({ now: at('10:00', 0, s), readings: wet(45) })),
    );
    expect(ds.map(open)).toEqual([[25], [25], [], [], [25]]);
    expect(sequence(base(p), [{ readings: wet(55) }]).map(open)).toEqual([[]]);
  });
});

describe('the plans’ memory', () => {
  it('is the same record while no plan changes, and a new one, the input untouched, when one does', () => {
    const [first, quiet, started] = sequence(base(plan({ type: 'time', times: ['08:00'] })), [
      { now: at('07:50') },
      { now: at('07:55') },
      { now: at('08:00') },
    ]);
    const before = structuredClone(quiet!.state.irrigation.plans);
    expect(quiet!.state.irrigation.plans).toBe(first!.state.irrigation.plans);
    expect(started!.state.irrigation.plans).not.toBe(quiet!.state.irrigation.plans);
    expect(started!.state.irrigation.plans[61]?.lastStart).toBe(at('08:00'));
    expect(quiet!.state.irrigation.plans).toEqual(before);
  });
});
