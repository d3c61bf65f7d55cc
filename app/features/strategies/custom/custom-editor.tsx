// Edit or create one custom rule (`?stid=`, `?stid=new`): conditions that must all hold, the action on one
// actuator (fitting its kind), and an optional time window.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { StrategyEditorFrame } from '../shell/strategy-editor-frame';
import { useStrategyEditor } from '../shell/use-strategy-editor';
import { ActionFields } from './action-fields';
import { ConditionsEditor } from './conditions-editor';
import { blankCustom, customCandidate, customFields, customOwn, customToForm } from './custom-form';
import { customPath } from './custom-paths';
import { WindowFields } from './window-fields';

export function CustomEditor() {
  const t = useT();
  const actuators = useLiveList('actuator');
  const kindOf = (aid: number) => actuators.items.find((a) => a.aid === aid)?.kind;
  const editor = useStrategyEditor({
    kind: 'custom',
    listPath: customPath,
    blank: blankCustom,
    toForm: customToForm,
    candidate: customCandidate,
    fields: customFields,
    own: (form) => customOwn(form, kindOf),
  });
  return (
    <StrategyEditorFrame kind="custom" editor={editor} listPath={customPath}>
      <ConditionsEditor
        rows={editor.form.when}
        onChange={(when) => editor.set('when', when)}
        errorOf={editor.errorOf}
      />
      <Box component="section" aria-label={t('strategies:custom_then')} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('strategies:custom_then')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('strategies:custom_thenHelp')}
        </Typography>
        <ActionFields
          then={editor.form.then}
          onChange={(then) => editor.set('then', then)}
          errorOf={editor.errorOf}
        />
      </Box>
      <WindowFields
        window={editor.form.window}
        onChange={(w) => editor.set('window', w)}
        errorOf={editor.errorOf}
      />
    </StrategyEditorFrame>
  );
}
