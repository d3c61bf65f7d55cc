/**
 * The data-source form of one strategy input: which sensors (only of the input's type), how they
 * combine, the fallback sensor; checked with the protocol's dataSource schema and the wiring rules.
 */
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { dataSource, type DataSource } from '../../../../protocol/live/system.ts';
import { schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';
import type { SourceInput } from './effective-input.ts';

export type SourceForm = {
  input: SourceInput | '';
  sids: number[];
  mode: DataSource['mode'];
  fallbackSid: number | null;
};
export const sourceFields = ['input', 'sids', 'mode', 'fallbackSid'] as const;
export type SourceField = (typeof sourceFields)[number];

export type SourceCheck =
  | { ok: true; source: Omit<DataSource, 'dsid'> & { dsid?: number } }
  | { ok: false; errors: FieldErrors<SourceField> };

export const sourceToForm = (s: DataSource): SourceForm => ({
  input: s.input,
  sids: s.sids,
  mode: s.mode,
  fallbackSid: s.fallbackSid,
});

export const newSourceForm = (input: SourceInput | ''): SourceForm => ({
  input,
  sids: [],
  mode: 'avg',
  fallbackSid: null,
});

/** The sensors that can feed an input: those of its very type (the input names a sensor type). */
export const sensorsFor = (sensors: readonly Sensor[], input: SourceInput | '') =>
  sensors.filter((s) => s.type === input);

/** Validates the form for strategy `stid`; `dsid` absent = a new source (the controller assigns it). */
export function checkSourceForm(
  stid: number,
  form: SourceForm,
  sensors: readonly Sensor[],
  sources: readonly DataSource[],
  dsid?: number,
): SourceCheck {
  const candidate = { dsid: dsid ?? 1, stid, ...form };
  const parsed = dataSource.safeParse(candidate);
  const errors: FieldErrors<SourceField> = parsed.success ? {} : schemaErrors(parsed.error, sourceFields);
  const fits = new Set(sensorsFor(sensors, form.input).map((s) => s.sid));
  if (form.input === '') errors.input = { message: 'strategySetup:chooseInput' };
  else if (sources.some((s) => s.stid === stid && s.input === form.input && s.dsid !== dsid))
    errors.input = { message: 'strategySetup:inputTaken' };
  if (form.sids.length === 0) errors.sids = { message: 'strategySetup:chooseSensor' };
  else if (form.input !== '' && form.sids.some((sid) => !fits.has(sid)))
    errors.sids = { message: 'strategySetup:sensorDoesNotFit' };
  // A fallback among the chosen sensors is allowed (the controller takes it), only pointless: the form says so.
  if (form.fallbackSid !== null && form.input !== '' && !fits.has(form.fallbackSid))
    errors.fallbackSid = { message: 'strategySetup:sensorDoesNotFit' };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { dsid: _assigned, ...rest } = parsed.data;
  return { ok: true, source: dsid === undefined ? rest : { ...rest, dsid } };
}
