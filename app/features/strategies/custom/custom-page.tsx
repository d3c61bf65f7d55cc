// /automaticSettings/EditCustomStrategy: custom rules (sensor conditions → an actuator action); the list with
// whether each holds now, or with `?stid=` the editor.
import { useSearchParams } from 'react-router-dom';
import { CustomEditor } from './custom-editor';
import { CustomRules } from './custom-rules';

export function EditCustomStrategy() {
  const [search] = useSearchParams();
  return search.has('stid') ? <CustomEditor /> : <CustomRules />;
}
