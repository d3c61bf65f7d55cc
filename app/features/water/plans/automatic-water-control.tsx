// /automaticSettings/automaticWaterControl: the irrigation plans, or one plan's form (`?edit=<pid>|new`).
import { useSearchParams } from 'react-router-dom';
import { editParam } from '../shared/edit-param';
import { PlanEditPage } from './plan-edit-page';
import { PlanListPage } from './plan-list-page';

export function AutomaticWaterControl() {
  const [params, setParams] = useSearchParams();
  const edit = editParam(params.get('edit'));
  // Opening a form is a step back can undo; leaving it (saved, cancelled) replaces the form's entry.
  if (edit !== null) return <PlanEditPage edit={edit} onDone={() => setParams({}, { replace: true })} />;
  return <PlanListPage onEdit={(next) => setParams({ edit: String(next) })} />;
}
