/**
 * The edit form's state: the draft, the record it started from (baseline) and the per-field errors.
 * When the record changes under the form (another client, an unsolicited report) an untouched form
 * follows it; a touched one keeps the grower's edits and says that a newer version exists.
 */
import { useState } from 'react';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import { draftOf, emptyDraft, type ActuatorDraft, type FieldErrors } from './actuator-draft';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Compared through the draft, whose key order is fixed (records may list their keys in any order). */
const sameRecord = (a: Actuator, b: Actuator | undefined) =>
  b !== undefined && a.aid === b.aid && same(draftOf(a), draftOf(b));

export function useActuatorForm(record: Actuator | undefined) {
  const [baseline, setBaseline] = useState<Actuator | undefined>(record);
  const [draft, setDraft] = useState<ActuatorDraft>(record ? draftOf(record) : emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const dirty = !same(draft, baseline ? draftOf(baseline) : emptyDraft);

  // Derived state, adjusted during render (React's documented pattern): follow the record while untouched.
  if (record && !sameRecord(record, baseline) && (!dirty || baseline === undefined)) {
    setBaseline(record);
    setDraft(draftOf(record));
  }
  const stale = record !== undefined && baseline !== undefined && !sameRecord(record, baseline);

  return {
    draft,
    errors,
    dirty,
    stale,
    change: (patch: Partial<ActuatorDraft>) => {
      setDraft((d) => ({ ...d, ...patch }));
      setErrors((e) => {
        const next = { ...e };
        for (const key of Object.keys(patch)) delete next[key as keyof ActuatorDraft];
        return next;
      });
    },
    setErrors,
    /** Starts over from `next` (the saved record, or the latest one). */
    reset(next: Actuator) {
      setBaseline(next);
      setDraft(draftOf(next));
      setErrors({});
    },
  };
}
