/**
 * A form over a live record: starts from the record, follows it while the grower has not typed, and
 * flags a conflict when someone else changes it after they did (an unsolicited report updated the
 * list), so a save never silently overwrites a change the grower has not seen.
 */
import { useState } from 'react';

export type RecordForm<R, F> = {
  form: F;
  /** Changes one field and marks the form edited. */
  set: <K extends keyof F>(field: K, value: F[K]) => void;
  /** The record changed elsewhere after the grower started editing. */
  conflict: boolean;
  /** Drops the grower's edits and takes the latest record. */
  loadLatest: () => void;
  /** True once a save was tried: every error shows from then on. */
  submitted: boolean;
  setSubmitted: (value: boolean) => void;
  touched: ReadonlySet<keyof F>;
  /** Tells the form which record a save in flight will produce (null: none), so our own change is no conflict. */
  saving: (record: R | null) => void;
};

export function useRecordForm<R, F>(record: R, toForm: (record: R) => F): RecordForm<R, F> {
  const latest = JSON.stringify(record);
  const [start, setStart] = useState(latest);
  const [form, setForm] = useState(() => toForm(record));
  const [touched, setTouched] = useState<ReadonlySet<keyof F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [ours, setOurs] = useState<string | null>(null);
  const edited = touched.size > 0;
  if (start !== latest && !edited) {
    // Nothing typed yet: simply follow the record (React's "adjust state while rendering").
    setStart(latest);
    setForm(toForm(record));
  }
  return {
    form,
    set(field, value) {
      setForm((f) => ({ ...f, [field]: value }));
      setTouched((t) => new Set(t).add(field));
    },
    conflict: edited && start !== latest && ours !== latest,
    loadLatest() {
      setStart(latest);
      setForm(toForm(record));
      setTouched(new Set());
      setSubmitted(false);
    },
    submitted,
    setSubmitted,
    touched,
    saving: (saved) => setOurs(saved === null ? null : JSON.stringify(saved)),
  };
}
