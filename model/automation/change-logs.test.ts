import { describe, expect, it } from 'vitest';
import { changeLogs, type Change } from './change-logs.ts';
import { off, setTo } from './targets.ts';
import { actuator } from './automation-input.ts';
import type { ActuatorTarget } from './types.ts';

const change = (aid: number, target: ActuatorTarget, source = 'rollFilm 2'): Change => ({
  p: { aid, target, rank: 60, source, kind: 'autoVentilation', reason: 'air 26.0 °C' },
  actuator: actuator(aid, 'roller', 1, { name: `卷膜${aid}` }),
  target,
  reason: 'air 26.0 °C',
});

describe('change logs', () => {
  it('writes one line for the actuators a module moved the same way, keeping the aid of a lone one', () => {
    const logs = changeLogs([
      change(1, setTo(40)),
      change(2, setTo(40)),
      change(3, setTo(30)),
      change(9, off, 'fan 4'),
    ]);
    expect(logs).toEqual([
      {
        kind: 'autoVentilation',
        aid: null,
        message: 'rollFilm 2: 卷膜1 (1), 卷膜2 (2) set 40% (air 26.0 °C)',
      },
      { kind: 'autoVentilation', aid: 3, message: 'rollFilm 2: 卷膜3 (3) set 30% (air 26.0 °C)' },
      { kind: 'autoVentilation', aid: 9, message: 'fan 4: 卷膜9 (9) off (air 26.0 °C)' },
    ]);
  });

  it('shortens a long list of actuators to the first and a count', () => {
    const many = Array.from({ length: 40 }, (_, i) => change(i + 1, setTo(0)));
    const [log] = changeLogs(many);
    expect(log?.message).toBe('rollFilm 2: 卷膜1 (1) +39 set 0% (air 26.0 °C)');
  });
});
