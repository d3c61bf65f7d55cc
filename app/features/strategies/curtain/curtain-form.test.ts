import { describe, expect, it } from 'vitest';
import { checkStrategy } from '../shell/strategy-check';
import {
  blankCurtain,
  curtainCandidate,
  curtainFields,
  curtainOwn,
  curtainToForm,
  type CurtainForm,
} from './curtain-form';
import { rowOf } from './schedule-rows';

const check = (form: CurtainForm, stid?: number) =>
  checkStrategy(curtainCandidate(form, stid), curtainFields, curtainOwn(form));
const filled = (): CurtainForm => ({ ...blankCurtain(), name: '遮阳', zoneIds: [1], aids: [3, 4] });

describe('curtain form', () => {
  it('turns a filled form into the protocol record, schedule sorted, and back', () => {
    const schedule = [rowOf('18:30', '100'), rowOf('07:00', '30')];
    const result = check({ ...filled(), closeAboveRadiation: '500', schedule }, 5);
    expect(result.ok).toBe(true);
    if (!result.ok || result.record.kind !== 'curtain') return;
    expect(result.record).toMatchObject({
      stid: 5,
      params: {
        aids: [3, 4],
        closeAboveRadiation: 500,
        schedule: [
          { at: '07:00', pos: 30 },
          { at: '18:30', pos: 100 },
        ],
      },
    });
    const form = curtainToForm(result.record);
    expect(form.closeAboveRadiation).toBe('500');
    expect(form.schedule.map(({ at, pos }) => ({ at, pos }))).toEqual([
      { at: '07:00', pos: '30' },
      { at: '18:30', pos: '100' },
    ]);
  });

  it('says which field is wrong: no curtains, negative radiation, humidity over 100, a text, a bad row', () => {
    const result = check({
      ...filled(),
      aids: [],
      closeAboveRadiation: '-5',
      forceOpenAboveHum: '120',
      closeBelowOutTempNight: 'cold',
      schedule: [rowOf('07:00', '150')],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'params.aids': { message: 'strategies:curtain_pickCurtains' },
      'params.closeAboveRadiation': { key: 'atLeast', values: { min: 0 } },
      'params.forceOpenAboveHum': { key: 'atMost', values: { max: 100 } },
      'params.closeBelowOutTempNight': { key: 'number' },
      'params.schedule.0.pos': { key: 'atMost', values: { max: 100 } },
    });
  });

  it('keeps a row error on the row the grower sees, though the record is sorted', () => {
    const result = check({
      ...filled(),
      schedule: [rowOf('20:00', '0'), rowOf('06:00', '999')],
    });
    expect(!result.ok && result.errors).toEqual({
      'params.schedule.1.pos': { key: 'atMost', values: { max: 100 } },
    });
  });
});
