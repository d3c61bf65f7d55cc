import { describe, expect, it } from 'vitest';
import { checkStrategy } from '../shell/strategy-check';
import { blankFan, fanCandidate, fanFields, fanOwn, fanToForm, type FanForm } from './fan-form';
import { addStage, changeStage, maxStages, removeStage, type StageRow } from './fan-stages';

const check = (form: FanForm, stid?: number) =>
  checkStrategy(fanCandidate(form, stid), fanFields, fanOwn(form));
const stage = (aids: number[], onAboveTemp: string, onAboveHum = ''): StageRow => ({
  aids,
  onAboveTemp,
  onAboveHum,
});
const filled = (stages: StageRow[]): FanForm => ({ ...blankFan(), name: '风机', zoneIds: [1], stages });

describe('fan stages', () => {
  it('adds a stage 2 °C above the last, up to 8; removes and changes one in place', () => {
    expect(addStage([]).at(-1)).toEqual(stage([], '28'));
    expect(addStage([stage([5], '29.5')]).at(-1)).toEqual(stage([], '31.5'));
    const eight = Array.from({ length: maxStages }, (_, i) => stage([i + 1], String(20 + i)));
    expect(addStage(eight)).toHaveLength(maxStages);
    const two = [stage([5], '28'), stage([6], '31', '93')];
    expect(changeStage(two, 1, { onAboveHum: '' })[1]).toEqual(stage([6], '31'));
    expect(removeStage(two, 0)).toEqual([stage([6], '31', '93')]);
  });
});

describe('fan form', () => {
  it('turns the stages into the protocol record (empty humidity is null) and back', () => {
    const result = check(filled([stage([5, 7], '28'), stage([6, 8], '31', '93')]), 4);
    expect(result.ok).toBe(true);
    if (!result.ok || result.record.kind !== 'fan') return;
    expect(result.record.params).toEqual({
      stages: [
        { aids: [5, 7], onAboveTemp: 28, onAboveHum: null },
        { aids: [6, 8], onAboveTemp: 31, onAboveHum: 93 },
      ],
      hysteresis: 1,
      minOnS: 120,
      minOffS: 60,
    });
    expect(fanToForm(result.record).stages).toEqual([stage([5, 7], '28'), stage([6, 8], '31', '93')]);
  });

  it('wants a stage, fans in each, a fan in one stage only, and temperatures ascending', () => {
    const none = check(filled([]));
    expect(!none.ok && none.errors['params.stages']).toEqual({ message: 'strategies:fan_noStages' });
    const result = check(filled([stage([5], '30'), stage([], '29'), stage([5], '32', '120')]));
    expect(!result.ok && result.errors).toEqual({
      'params.stages.1.aids': { message: 'strategies:fan_pickFans' },
      'params.stages.1.onAboveTemp': { message: 'strategies:fan_ascending', values: { previous: 30 } },
      'params.stages.2.aids': { message: 'strategies:fan_fanTwice' },
      'params.stages.2.onAboveHum': { key: 'atMost', values: { max: 100 } },
    });
  });

  it('maps the schema: a text temperature, a negative hysteresis, a fractional minimum time', () => {
    const result = check({ ...filled([stage([5], 'hot')]), hysteresis: '-1', minOnS: '1.5', minOffS: '' });
    expect(!result.ok && result.errors).toEqual({
      'params.stages.0.onAboveTemp': { key: 'number' },
      'params.hysteresis': { key: 'atLeast', values: { min: 0 } },
      'params.minOnS': { key: 'integer' },
      'params.minOffS': { key: 'number' },
    });
  });
});
