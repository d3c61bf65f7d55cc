// /automaticSettings/EditPullACurtainControl: edit or create one curtain strategy (`?stid=`, `?stid=new`):
// curtains and screens, shade and thermal limits, humidity release and the time schedule.
import Box from '@mui/material/Box';
import { FormField } from '../../../components/forms/form-field';
import { useT } from '../../../components/use-t';
import { ActuatorPicker } from '../shell/actuator-picker';
import { StrategyEditorFrame } from '../shell/strategy-editor-frame';
import { useStrategyEditor } from '../shell/use-strategy-editor';
import {
  blankCurtain,
  curtainCandidate,
  curtainFields,
  curtainOwn,
  curtainToForm,
  type CurtainNumberKey,
} from './curtain-form';
import { curtainListPath } from './curtain-paths';
import { ScheduleEditor } from './schedule-editor';

const units: Record<CurtainNumberKey, string> = {
  closeAboveRadiation: 'W/m²',
  closeBelowOutTempDay: '°C',
  closeBelowOutTempNight: '°C',
  forceOpenAboveHum: '%',
};

export function EditPullACurtainControl() {
  const t = useT();
  const editor = useStrategyEditor({
    kind: 'curtain',
    listPath: curtainListPath,
    blank: blankCurtain,
    toForm: curtainToForm,
    candidate: curtainCandidate,
    fields: curtainFields,
    own: curtainOwn,
  });
  const field = (key: CurtainNumberKey) => (
    <FormField
      name={key}
      label={t(`strategies:curtain_${key}`)}
      value={editor.form[key]}
      onChange={(v) => editor.set(key, v)}
      error={editor.errorOf(`params.${key}`)}
      show
      helper={t(`strategies:curtain_${key}Help`)}
      unit={units[key]}
      numeric
    />
  );
  return (
    <StrategyEditorFrame kind="curtain" editor={editor} listPath={curtainListPath}>
      <ActuatorPicker
        label={t('strategies:curtain_curtains')}
        kinds={['curtain', 'screen']}
        value={editor.form.aids}
        onChange={(aids) => editor.set('aids', aids)}
        error={editor.errorOf('params.aids')}
        helper={t('strategies:curtain_curtainsHelp')}
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('closeAboveRadiation')}
        {field('forceOpenAboveHum')}
        {field('closeBelowOutTempDay')}
        {field('closeBelowOutTempNight')}
      </Box>
      <ScheduleEditor
        rows={editor.form.schedule}
        onChange={(rows) => editor.set('schedule', rows)}
        errorOf={editor.errorOf}
      />
    </StrategyEditorFrame>
  );
}
