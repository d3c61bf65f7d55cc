// The centre's view logic: layout routes, tank levels and tones, EC/pH against target, stop reasons, reports.
import { describe, expect, it } from 'vitest';
import { fakeStatus } from './fake-status';
import {
  applyStatusReport,
  centreHref,
  durationParts,
  levelPct,
  litres,
  stopReasonOf,
  stateKey,
  statusOf,
  tankTone,
  targetTone,
} from './fert-view';

describe('fertigation view logic', () => {
  it('opens each layout on its own route with the centre in the link', () => {
    expect(centreHref('dual', 3)).toBe('/ferticenter?fid=3');
    expect(centreHref('single', 3)).toBe('/ferticenter1?fid=3');
    expect(centreHref('legacy', 3)).toBe('/ferticenter_old?fid=3');
  });

  it('gives a tank its level in percent and a tone: ok, low under 20 %, empty when dry', () => {
    expect(levelPct({ capacityL: 1000, volumeL: 625 })).toBe(63);
    expect(levelPct({ capacityL: 200, volumeL: 250 })).toBe(100);
    expect(tankTone({ capacityL: 1000, volumeL: 620 })).toBe('ok');
    expect(tankTone({ capacityL: 1000, volumeL: 150 })).toBe('low');
    expect(tankTone({ capacityL: 1000, volumeL: 0 })).toBe('empty');
    expect(tankTone({ capacityL: 200, volumeL: 0.4 })).toBe('empty');
    expect(litres(12.345)).toBe('12.3');
    expect(litres(999.84)).toBe('999.8');
  });

  it('weighs EC and pH against the recipe target within a tolerance', () => {
    expect(targetTone(2.5, 2.6, 0.2)).toBe('ok');
    expect(targetTone(2.3, 2.6, 0.2)).toBe('low');
    expect(targetTone(3.0, 2.6, 0.2)).toBe('high');
    expect(targetTone(null, 2.6, 0.2)).toBe('none');
    expect(targetTone(2.6, null, 0.2)).toBe('none');
  });

  it('says why dosing stopped: the dry tank by name, or the clogged filter', () => {
    expect(stopReasonOf(fakeStatus())).toBeNull();
    expect(stopReasonOf(fakeStatus({ state: 'stopped', stopReason: 'tankEmpty', stopTank: 'A罐' }))).toEqual({
      key: 'fertigation:stopTankEmpty',
      values: { tank: 'A罐' },
    });
    expect(stopReasonOf(fakeStatus({ state: 'stopped', stopReason: 'filterClogged' }))?.key).toBe(
      'fertigation:stopFilterClogged',
    );
  });

  it('takes a newer report of its own centre, and ignores other centres and older reports', () => {
    const shown = fakeStatus();
    const newer = fakeStatus({ ts: shown.ts + 5000, ec: 2.6 });
    expect(applyStatusReport(shown, newer, 1)).toBe(newer);
    expect(applyStatusReport(shown, fakeStatus({ fid: 2, ts: shown.ts + 5000 }), 1)).toBe(shown);
    expect(applyStatusReport(shown, fakeStatus({ ts: shown.ts - 1 }), 1)).toBe(shown);
    expect(applyStatusReport(shown, [fakeStatus({ fid: 2 }), newer], 1)).toBe(newer);
    expect(applyStatusReport(shown, undefined, 1)).toBe(shown);
  });

  it('finds its centre in a status answer of one or all centres', () => {
    expect(statusOf([fakeStatus({ fid: 2 }), fakeStatus({ fid: 1 })], 1).fid).toBe(1);
    expect(() => statusOf(fakeStatus({ fid: 2 }), 1)).toThrow();
  });

  it('puts the time left in seconds under a minute, else minutes and seconds', () => {
    expect(durationParts(45.4)).toEqual(['fertigation:seconds', { s: 45 }]);
    expect(durationParts(190)).toEqual(['fertigation:minutesSeconds', { m: 3, s: 10 }]);
    expect(durationParts(-3)).toEqual(['fertigation:seconds', { s: 0 }]);
  });

  it('calls an idle centre with a program a paused one', () => {
    expect(stateKey({ state: 'idle', pid: null })).toBe('fertigation:state_idle');
    expect(stateKey({ state: 'idle', pid: 1 })).toBe('fertigation:state_paused');
    expect(stateKey({ state: 'dosing', pid: 1 })).toBe('fertigation:state_dosing');
  });
});
