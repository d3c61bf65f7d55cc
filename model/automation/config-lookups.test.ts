import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../protocol/index.ts';
import { lookupsOf } from './config-lookups.ts';
import { decide } from './decide.ts';
import type { AutomationConfig } from './types.ts';
import { actuator, at, config, input, readings } from './automation-input.ts';

const env = (stid: number, priority: number, heatNight: number, zoneIds = [1]): Strategy => ({
  stid,
  name: `env ${stid}`,
  zoneIds,
  enabled: true,
  priority,
  kind: 'environment',
  params: { dayStart: '06:00', dayEnd: '18:00', heatDay: 20, heatNight, humMax: 95, co2: 800 },
});
const vents = (zoneIds = [1], aids = [21]): Strategy => ({
  stid: 51,
  name: 'vents',
  zoneIds,
  enabled: true,
  priority: 10,
  kind: 'rollFilm',
  params: { aids, openAbove: 25, pBand: 4, minOpen: 0, maxOpen: 100, step: 10 },
});
/** A mutable configuration, as a closed loop holds it across decisions. */
const farm = (): AutomationConfig =>
  config({
    actuator: [actuator(21, 'roller'), actuator(22, 'co2'), actuator(23, 'heater')],
    strategy: [env(50, 5, 15), vents()],
  });
const night = (cfg: AutomationConfig, temp = 22) =>
  decide(input({ now: at('23:00'), config: cfg, readings: readings({ 1: { airTemp: temp, co2: 500 } }) }));
const day = (cfg: AutomationConfig) =>
  decide(input({ now: at('10:00'), config: cfg, readings: readings({ 1: { airTemp: 18, co2: 500 } }) }));

describe('config lookups: worked out once per configuration, never stale', () => {
  it('keeps one set of lookups while the configuration stays the same', () => {
    const cfg = farm();
    expect(lookupsOf(cfg)).toBe(lookupsOf(cfg));
    expect(lookupsOf(cfg)).not.toBe(lookupsOf(farm()));
    // A controller hands automation a new object per tick around the same lists.
    expect(lookupsOf({ ...cfg })).toBe(lookupsOf(cfg));
    expect(lookupsOf({ ...cfg, strategy: [...cfg.strategy] })).not.toBe(lookupsOf(cfg));
  });

  it('follows readings on the same configuration (nothing decided is reused)', () => {
    const cfg = farm();
    expect(night(cfg, 22).targets[21]).toEqual({ action: 'set', value: 50 });
    expect(night(cfg, 24).targets[21]).toEqual({ action: 'set', value: 100 });
  });

  it('sees a list replaced on the same config object: a disabled actuator is held', () => {
    const cfg = farm();
    expect(day(cfg).targets[22]).toEqual({ action: 'on' });
    cfg.actuator = [
      actuator(21, 'roller'),
      actuator(22, 'co2', 1, { enabled: false }),
      actuator(23, 'heater'),
    ];
    const after = day(cfg);
    expect(after.targets[22]).toBeUndefined();
    expect(after.outcomes().find((o) => o.aid === 22)).toBeUndefined(); // environment no longer proposes
  });

  it('sees a list grown in place: a new environment strategy of higher priority sets the night drop', () => {
    const cfg = farm();
    expect(night(cfg, 24).targets[21]).toEqual({ action: 'set', value: 100 }); // opens above 25 − 5 K
    (cfg.strategy as Strategy[]).push(env(60, 9, 18));
    expect(night(cfg, 24).targets[21]).toEqual({ action: 'set', value: 30 }); // opens above 25 − 2 K
  });

  it('sees a strategy replaced by a changed record', () => {
    const cfg = farm();
    expect(night(cfg, 24).targets[21]).toEqual({ action: 'set', value: 100 });
    cfg.strategy = [env(50, 5, 19), vents()];
    expect(night(cfg, 24).targets[21]).toEqual({ action: 'set', value: 0 }); // opens above 25 − 1 K
  });

  it('sees a group policy add a zone to the environment strategy (its night drop then counts there)', () => {
    const cfg = config({
      actuator: [actuator(21, 'roller'), actuator(31, 'roller', 2)],
      strategy: [env(50, 5, 15, [1]), vents([1, 2], [21, 31])],
    });
    const warm = readings({ 1: { airTemp: 22 }, 2: { airTemp: 22 } });
    const before = decide(input({ now: at('23:00'), config: cfg, readings: warm }));
    cfg.groupPolicy = [{ gpid: 1, name: 'both', zoneIds: [2], strategyIds: [50] }];
    const after = decide(input({ now: at('23:00'), config: cfg, readings: warm }));
    // Zone 2 opens above 25 °C without an environment strategy, above 25 − 5 K with one.
    expect([before.targets[31], after.targets[31]]).toEqual([
      { action: 'set', value: 0 },
      { action: 'set', value: 50 },
    ]);
    expect(lookupsOf(cfg).zonesOf(cfg.strategy[0] as Strategy)).toEqual([1, 2]);
  });

  it('sees a heater taken over by a heating loop: the environment strategy stops driving it', () => {
    const cfg = farm();
    expect(
      day(cfg)
        .outcomes()
        .some((o) => o.aid === 23 && o.stid === 50),
    ).toBe(true);
    cfg.heating = [
      { hid: 1, name: 'loop', zid: 1, mode: 'off', daySetpoint: 20, nightSetpoint: 15, aid: 23 },
    ];
    const after = day(cfg);
    expect(after.outcomes().some((o) => o.aid === 23 && o.stid === 50)).toBe(false);
    expect(after.targets[23]).toEqual({ action: 'set', value: 0 }); // the loop, off
  });

  it('explains a proposal with what held when it was made, however late the reason is read', () => {
    const cfg = farm();
    const first = night(cfg, 22);
    night(cfg, 24);
    cfg.strategy = [env(50, 5, 19), vents()];
    night(cfg, 26);
    expect(first.outcomes().find((o) => o.aid === 21)).toMatchObject({
      reason: 'air 22.0 °C, open above 20.0 °C',
      why: { code: 'ventAir', v: { air: 22, openAbove: 20 } },
    });
  });
});
