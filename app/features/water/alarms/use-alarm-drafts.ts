/**
 * The irrigation alarms as one bulk form: a row the grower has not touched shows the controller's
 * record (and follows it); a touched row keeps its draft until saved or until it equals the record
 * again. Save checks every changed row first and sends nothing while one is invalid; then each
 * changed row is sent as its own `system/conf` update (QoS 1, one after another), and a refused row
 * keeps its draft and says why (so this uses request() itself: useConfAction keeps one error only).
 */
import { useCallback, useMemo, useState } from 'react';
import type { IrrigateAlarm } from '../../../../protocol/live/climate.ts';
import type { FieldErrors } from '../../../components/forms/field-errors.ts';
import { i18n } from '../../../i18n';
import { request } from '../../../live';
import { liveErrorText } from '../../../live/hooks/error-text';
import { showSnackbar } from '../../../stores/ui-store';
import {
  alarmToRow,
  checkAlarmRow,
  rowChanged,
  type AlarmRowField,
  type AlarmRowForm,
} from './alarm-row-form';

export type SaveOutcome = 'invalid' | 'nothing' | 'saved' | 'failed';

export type AlarmDrafts = {
  rowOf: (alarm: IrrigateAlarm) => AlarmRowForm;
  set: <K extends keyof AlarmRowForm>(alarm: IrrigateAlarm, field: K, value: AlarmRowForm[K]) => void;
  /** The alarms whose row differs from the record. */
  changed: IrrigateAlarm[];
  /** Field errors of the changed rows, by iid. */
  errors: Record<number, FieldErrors<AlarmRowField>>;
  /** The controller's refusal of a row's last save, by iid. */
  refused: Record<number, string>;
  submitted: boolean;
  saving: boolean;
  save: () => Promise<SaveOutcome>;
  discard: () => void;
};

export function useAlarmDrafts(alarms: readonly IrrigateAlarm[]): AlarmDrafts {
  const [drafts, setDrafts] = useState<Record<number, AlarmRowForm>>({});
  const [refused, setRefused] = useState<Record<number, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  // A draft that says what the record says is no edit any more (saved, or typed back): drop it, so the
  // row follows the record again (React's "adjust state while rendering").
  const draftChanged = (a: IrrigateAlarm) => {
    const draft = drafts[a.iid];
    return draft === undefined ? undefined : rowChanged(a, draft);
  };
  const stale = alarms.filter((a) => draftChanged(a) === false);
  if (stale.length > 0) {
    const next = { ...drafts };
    for (const a of stale) delete next[a.iid];
    setDrafts(next);
  }

  const rowOf = useCallback((a: IrrigateAlarm) => drafts[a.iid] ?? alarmToRow(a), [drafts]);
  const changed = useMemo(
    () =>
      alarms.filter((a) => {
        const draft = drafts[a.iid];
        return draft !== undefined && rowChanged(a, draft);
      }),
    [alarms, drafts],
  );
  const checks = useMemo(
    () => changed.map((a) => ({ a, check: checkAlarmRow(a, rowOf(a)) })),
    [changed, rowOf],
  );
  const errors: Record<number, FieldErrors<AlarmRowField>> = {};
  for (const { a, check } of checks) if (!check.ok) errors[a.iid] = check.errors;

  const save = async (): Promise<SaveOutcome> => {
    setSubmitted(true);
    if (checks.length === 0) return 'nothing';
    if (checks.some(({ check }) => !check.ok) || saving) return 'invalid';
    setSaving(true);
    const failures: Record<number, string> = {};
    for (const { a, check } of checks) {
      if (!check.ok) continue;
      try {
        await request('system/conf', 'irrigateAlarm', 'update', check.alarm);
      } catch (e) {
        failures[a.iid] = liveErrorText(e);
      }
    }
    setRefused(failures);
    setSaving(false);
    const failed = Object.keys(failures).length;
    if (failed > 0) {
      showSnackbar(i18n.t('water:alarmsSaveFailed', { count: failed }), { severity: 'error' });
      return 'failed';
    }
    showSnackbar(i18n.t('live:saved'), { severity: 'success' });
    setSubmitted(false);
    return 'saved';
  };

  return {
    rowOf,
    set(alarm, field, value) {
      setDrafts((d) => ({ ...d, [alarm.iid]: { ...(d[alarm.iid] ?? alarmToRow(alarm)), [field]: value } }));
    },
    changed,
    errors,
    refused,
    submitted,
    saving,
    save,
    discard() {
      setDrafts({});
      setRefused({});
      setSubmitted(false);
    },
  };
}
