import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../protocol/index.ts';
import { decide } from './decide.ts';
import { releaseActuator } from './state.ts';
import { actuator, at, config, input, readings, sequence } from './automation-input.ts';

const custom = (
  stid: number,
  priority: number,
  aid: number,
  action: 'on' | 'off' | 'open' | 'close',
): Strategy => ({
  stid,
  name: `rule ${stid}`,
  zoneIds: [1],
  enabled: true,
  priority,
  kind: 'custom',
  params: { when: [{ sid: 101, op: '>', value: 0 }], then: { aid, action } },
});
const hot = readings({ 1: { airTemp: 30 } });
const vents: Strategy = {
  stid: 51,
  name: 'vents',
  zoneIds: [1],
  enabled: true,
  priority: 10,
  kind: 'rollFilm',
  params: { aids: [21], openAbove: 24.5, pBand: 4, minOpen: 0, maxOpen: 100, step: 10 },
};

/** Deep-freezes a value so any mutation by decide throws. */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(freeze);
    Object.freeze(value);
  }
  return value;
}

describe('decide', () => {
  it('lets the higher priority win per actuator', () => {
    const cfg = config({
      actuator: [actuator(41, 'switch')],
      strategy: [custom(1, 10, 41, 'on'), custom(2, 20, 41, 'off')],
    });
    const d = decide(input({ config: cfg, readings: hot }));
    expect(d.targets[41]).toEqual({ action: 'off' });
    expect(d.logs[0]?.message).toMatch(/^custom 2:/);
  });

  it('never drives an actuator in manual mode until it is released', () => {
    const cfg = config({ actuator: [actuator(21, 'roller')], strategy: [vents] });
    const base = input({ config: cfg, readings: hot, live: { 21: { mode: 'manual', pos: 10 } } });
    const manual = decide(base);
    expect(manual.targets[21]).toBeUndefined();
    expect(manual.logs).toEqual([]);
    const auto = decide({
      ...base,
      live: { 21: { mode: 'auto', pos: 10 } },
      state: releaseActuator(manual.state, 21),
    });
    expect(auto.targets[21]).toEqual({ action: 'set', value: 100 });
    expect(auto.logs).toHaveLength(1);
  });

  it('keeps an actuator off while one it is interlocked with runs', () => {
    const cfg = config({
      actuator: [
        actuator(41, 'switch', 1, { interlocks: [42] }),
        actuator(42, 'switch', 1, { interlocks: [41] }),
      ],
      strategy: [custom(1, 10, 41, 'on'), custom(2, 20, 42, 'on')],
    });
    const d = decide(input({ config: cfg, readings: hot }));
    expect(d.targets).toEqual({ 41: { action: 'off' }, 42: { action: 'on' } });
    expect(d.logs.find((l) => l.aid === 41)?.message).toMatch(/interlocked with switch42 \(42\)/);
    const live = decide(
      input({
        config: config({ ...cfg, strategy: [custom(1, 10, 41, 'on')] }),
        readings: hot,
        live: { 42: { mode: 'manual', on: true } },
      }),
    );
    expect(live.targets[41]).toEqual({ action: 'off' });
  });

  it('leaves disabled actuators and disabled strategies out', () => {
    const cfg = config({ actuator: [actuator(21, 'roller', 1, { enabled: false })], strategy: [vents] });
    expect(decide(input({ config: cfg, readings: hot })).targets).toEqual({});
    const off = config({ actuator: [actuator(21, 'roller')], strategy: [{ ...vents, enabled: false }] });
    expect(decide(input({ config: off, readings: hot })).targets).toEqual({});
  });

  it('is pure: frozen inputs, same inputs give the same decision', () => {
    const cfg = config({ actuator: [actuator(21, 'roller')], strategy: [vents] });
    const base = freeze(input({ config: cfg, readings: hot }));
    const a = decide(base);
    const b = decide(base);
    // Outcomes are worked out on demand: compared by value, the rest as data.
    expect({ ...b, outcomes: b.outcomes() }).toEqual({ ...a, outcomes: a.outcomes() });
    expect(a.outcomes()).toHaveLength(1);
    const again = sequence(base, [{ now: at('12:00', 0, 10) }, { now: at('12:00', 0, 20) }]);
    expect(again[1]?.state.lastNow).toBe(at('12:00', 0, 20));
    expect(JSON.parse(JSON.stringify(a.state))).toEqual(a.state);
  });

  it('reads strategy inputs through data sources and applies group policies', () => {
    const vents2: Strategy = { ...vents, zoneIds: [], params: { ...vents.params, aids: [21] } };
    const extra = [
      { sid: 901, zid: 1, type: 'airTemp' as const, v: 26.5, q: 0 as const },
      { sid: 902, zid: 1, type: 'airTemp' as const, v: 30.5, q: 0 as const },
    ];
    const cfg = config({
      actuator: [actuator(21, 'roller', null)],
      strategy: [vents2],
      groupPolicy: [{ gpid: 1, name: 'g', zoneIds: [1], strategyIds: [51] }],
      dataSource: [{ dsid: 1, stid: 51, input: 'airTemp', sids: [901], mode: 'avg', fallbackSid: 902 }],
    });
    expect(decide(input({ config: cfg, readings: extra })).targets[21]).toEqual({ action: 'set', value: 50 });
    const fallback = decide(input({ config: cfg, readings: [extra[1] as (typeof extra)[number]] }));
    expect(fallback.targets[21]).toEqual({ action: 'set', value: 100 });
  });
});
