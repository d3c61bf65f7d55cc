import { describe, expect, it } from 'vitest';
import { checkStrategy } from '../shell/strategy-check';
import {
  blankRollFilm,
  rollFilmCandidate,
  rollFilmFields,
  rollFilmOwn,
  rollFilmToForm,
  type RollFilmForm,
} from './roll-film-form';

const check = (form: RollFilmForm, stid?: number) =>
  checkStrategy(rollFilmCandidate(form, stid), rollFilmFields, rollFilmOwn(form));
const filled = (): RollFilmForm => ({ ...blankRollFilm(), name: '东区卷膜', zoneIds: [1], aids: [3, 4] });

describe('roll-film form', () => {
  it('turns a filled form into the protocol record and back', () => {
    const result = check({ ...filled(), maxOpen: '60' }, 7);
    expect(result.ok).toBe(true);
    if (!result.ok || result.record.kind !== 'rollFilm') return;
    expect(result.record).toMatchObject({ stid: 7, params: { aids: [3, 4], maxOpen: 60, pBand: 4 } });
    expect(rollFilmToForm(result.record)).toMatchObject({ maxOpen: '60', aids: [3, 4], name: '东区卷膜' });
  });

  it('says which field is wrong: no vents, a bad P-band, max not above min, a text in a number', () => {
    const result = check({ ...filled(), aids: [], pBand: '0', minOpen: '50', maxOpen: '40', step: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['params.aids']).toEqual({ message: 'strategies:pickVents' });
    expect(result.errors['params.pBand']).toEqual({ key: 'above', values: { min: 0 } });
    expect(result.errors['params.maxOpen']).toEqual({ key: 'minBelowMax' });
    expect(result.errors['params.step']).toEqual({ key: 'number' });
  });
});
