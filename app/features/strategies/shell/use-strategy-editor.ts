/**
 * One strategy's edit form over the live record (`?stid=`; none: a new strategy): follows the record
 * until the grower types, checks the candidate against the protocol schema on every change, sends
 * add or update only when valid, goes back to the list on success and keeps the form on a refusal.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StrategyKind } from '../../../../protocol/live/climate.ts';
import type { FieldError, FieldErrors } from '../../../components/forms/field-errors';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { showSnackbar } from '../../../stores/ui-store';
import { i18n } from '../../../i18n';
import { checkStrategy, type CommonForm } from './strategy-check';
import { isStrategyOf, parseStid, useStrategies, type StrategyOf } from './strategy-kinds';
import type { FieldPath, StrategyDraft } from './strategy-paths';

export type StrategyEditorOptions<K extends StrategyKind, F extends CommonForm> = {
  kind: K;
  /** Where the grower goes after a save or delete. */
  listPath: string;
  blank: () => F;
  toForm: (strategy: StrategyOf<K>) => F;
  /** The record the form would send; `stid` undefined for a new one. */
  candidate: (form: F, stid: number | undefined) => StrategyDraft<K>;
  /** Dotted paths of the fields that show errors (`name`, `params.pBand`, ...). */
  fields: readonly FieldPath<K>[];
  /** The form's own rules beyond the schema. */
  own?: (form: F) => FieldErrors<FieldPath<K>>;
};

/** `params.pBand` → `pBand`; `params.stages.0.x` → `stages`; `name` → `name`: the form key a path edits. */
export const formKeyOf = (path: string): string => {
  const [first, second] = path.split('.');
  return first === 'params' && second ? second : (first ?? path);
};

/** A new record goes without its key: the controller assigns it. */
function withoutKey<K extends StrategyKind>(record: StrategyOf<K>): Omit<StrategyOf<K>, 'stid'> {
  const { stid: _assigned, ...fields } = record;
  return fields;
}

export function useStrategyEditor<K extends StrategyKind, F extends CommonForm>(
  options: StrategyEditorOptions<K, F>,
) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const param = parseStid(search);
  const list = useStrategies(options.kind);
  const existing = param.kind === 'edit' ? list.items.find((s) => s.stid === param.stid) : undefined;
  const record = useRecordForm<StrategyOf<K> | undefined, F>(existing, (s) =>
    s ? options.toForm(s) : options.blank(),
  );
  const check = checkStrategy(
    options.candidate(record.form, existing?.stid),
    options.fields,
    options.own?.(record.form),
  );
  // The candidate is of kind K, so a record that passed the schema is too.
  const saved = check.ok && isStrategyOf(options.kind)(check.record) ? check.record : null;
  const action = useConfAction();
  const errors: FieldErrors<FieldPath<K>> = check.ok ? {} : check.errors;

  const save = async () => {
    record.setSubmitted(true);
    if (action.pending) return;
    if (!saved) {
      showSnackbar(i18n.t('strategies:fixErrors'), { severity: 'error' });
      return;
    }
    record.saving(existing ? saved : null);
    const ack = existing
      ? await action.send('strategy', 'update', saved)
      : await action.send('strategy', 'add', withoutKey(saved));
    if (ack) void navigate(options.listPath);
  };
  const remove = async () => {
    if (existing && (await action.send('strategy', 'delete', { stid: existing.stid })))
      void navigate(options.listPath);
  };

  return {
    param,
    list,
    existing,
    /** `?stid=` names no strategy of this kind on this base. */
    notFound: param.kind === 'bad' || (param.kind === 'edit' && list.state === 'ready' && !existing),
    form: record.form,
    /** The record the form would save now; null while it is not valid. */
    candidate: saved,
    set: record.set,
    conflict: record.conflict,
    loadLatest: record.loadLatest,
    action,
    save,
    remove,
    /** The error a field shows now: after a save was tried, or once its input was touched. */
    errorOf: (path: FieldPath<K>): FieldError | undefined => {
      const key = formKeyOf(path);
      const shown = record.submitted || [...record.touched].some((touched) => touched === key);
      return shown ? errors[path] : undefined;
    },
  };
}

export type StrategyEditor<K extends StrategyKind, F extends CommonForm> = ReturnType<
  typeof useStrategyEditor<K, F>
>;
