import { describe, expect, it } from 'vitest';
import { paramsOfNumbers, rollFilmOpening, type RollFilmParams } from './roll-film-preview';

const p: RollFilmParams = { aids: [1], openAbove: 24.5, pBand: 4, minOpen: 0, maxOpen: 100, step: 10 };
const day = { isDay: true, humMax: 90, nightDrop: 3 };

describe('roll-film preview', () => {
  it('opens in proportion above openAbove, in steps', () => {
    expect(rollFilmOpening(p, 26.1, 70, day)).toEqual({ opening: 40, openAbove: 24.5, byHumidity: false });
    expect(rollFilmOpening(p, 24, 70, day)?.opening).toBe(0);
    expect(rollFilmOpening(p, 40, 70, day)?.opening).toBe(100);
  });

  it('keeps within min and max: a lower max opening caps the vents', () => {
    expect(rollFilmOpening({ ...p, maxOpen: 30 }, 30, 70, day)?.opening).toBe(30);
    expect(rollFilmOpening({ ...p, minOpen: 20 }, 20, 70, day)?.opening).toBe(20);
  });

  it('opens from the night drop lower at night', () => {
    const night = { ...day, isDay: false };
    expect(rollFilmOpening(p, 22.5, 70, night)).toEqual({ opening: 30, openAbove: 21.5, byHumidity: false });
  });

  it('keeps a humidity gap above the RH max, and says so', () => {
    expect(rollFilmOpening(p, 20, 94, day)).toEqual({ opening: 20, openAbove: 24.5, byHumidity: true });
    expect(rollFilmOpening(p, 20, 99, day)?.opening).toBe(30);
    expect(rollFilmOpening(p, 20, 99, { ...day, humMax: null })?.opening).toBe(0);
  });

  it('says nothing without a reading or with a form still being typed', () => {
    expect(rollFilmOpening(p, undefined, 70, day)).toBeNull();
    const typing = { openAbove: 24, pBand: Number.NaN, minOpen: 0, maxOpen: 100, step: 10 };
    expect(paramsOfNumbers(typing, [1])).toBeNull();
    expect(paramsOfNumbers({ ...typing, pBand: 4 }, [1])).toEqual({ ...typing, pBand: 4, aids: [1] });
  });
});
