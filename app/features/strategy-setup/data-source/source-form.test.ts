// The data-source form: only sensors of the input's type, one source per input, a real fallback.
import { describe, expect, it } from 'vitest';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import type { DataSource } from '../../../../protocol/live/system.ts';
import { checkSourceForm, newSourceForm, sensorsFor } from './source-form';

const sensor = (sid: number, type: Sensor['type']): Sensor => ({
  sid,
  name: `S${sid}`,
  zid: 1,
  type,
  offset: 0,
  min: 0,
  max: 100,
  enabled: true,
});
const sensors = [sensor(1, 'airTemp'), sensor(2, 'airTemp'), sensor(3, 'airHum')];
const existing: DataSource = { dsid: 7, stid: 4, input: 'airHum', sids: [3], mode: 'avg', fallbackSid: null };

describe('checkSourceForm', () => {
  it('offers only the sensors of the input type', () => {
    expect(sensorsFor(sensors, 'airTemp').map((s) => s.sid)).toEqual([1, 2]);
  });

  it('builds the record to add, or to update with its dsid', () => {
    const form = { input: 'airTemp' as const, sids: [1], mode: 'max' as const, fallbackSid: 2 };
    expect(checkSourceForm(4, form, sensors, [existing])).toEqual({
      ok: true,
      source: { stid: 4, input: 'airTemp', sids: [1], mode: 'max', fallbackSid: 2 },
    });
    expect(
      checkSourceForm(4, { ...form, input: 'airHum', sids: [3], fallbackSid: null }, sensors, [existing], 7),
    ).toMatchObject({ ok: true, source: { dsid: 7, input: 'airHum' } });
  });

  it('says what is wrong, field by field', () => {
    expect(checkSourceForm(4, newSourceForm(''), sensors, [])).toEqual({
      ok: false,
      errors: {
        input: { message: 'strategySetup:chooseInput' },
        sids: { message: 'strategySetup:chooseSensor' },
      },
    });
    const wrong = { input: 'airHum' as const, sids: [1], mode: 'avg' as const, fallbackSid: 3 };
    expect(checkSourceForm(4, wrong, sensors, [existing])).toEqual({
      ok: false,
      errors: {
        input: { message: 'strategySetup:inputTaken' },
        sids: { message: 'strategySetup:sensorDoesNotFit' },
      },
    });
    const humid = { input: 'airTemp' as const, sids: [1], mode: 'avg' as const, fallbackSid: 3 };
    expect(checkSourceForm(4, humid, sensors, [])).toEqual({
      ok: false,
      errors: { fallbackSid: { message: 'strategySetup:sensorDoesNotFit' } },
    });
    // A fallback that is also a source is allowed (the demo farm has one): pointless, not wrong.
    const self = { ...humid, fallbackSid: 1 };
    expect(checkSourceForm(4, self, sensors, [])).toMatchObject({ ok: true });
  });
});
