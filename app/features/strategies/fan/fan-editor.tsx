// /automaticSettings/FanControlSetting: edit or create one fan strategy (`?stid=`, `?stid=new`): the stages
// as rows (fans, on-above temperature and humidity; up to 8), the hysteresis and the minimum on/off times.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { FormField } from '../../../components/forms/form-field';
import { fieldErrorKey } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { AddRowIcon } from '../curtain/row-icons';
import { StrategyEditorFrame } from '../shell/strategy-editor-frame';
import { useStrategyEditor } from '../shell/use-strategy-editor';
import { blankFan, fanCandidate, fanFields, fanOwn, fanToForm, type FanNumberKey } from './fan-form';
import { fanListPath } from './fan-paths';
import { FanStageRow } from './fan-stage-row';
import { addStage, changeStage, maxStages, removeStage } from './fan-stages';

const units: Record<FanNumberKey, string> = { hysteresis: 'K', minOnS: 's', minOffS: 's' };

export function FanControlSetting() {
  const t = useT();
  const editor = useStrategyEditor({
    kind: 'fan',
    listPath: fanListPath,
    blank: blankFan,
    toForm: fanToForm,
    candidate: fanCandidate,
    fields: fanFields,
    own: fanOwn,
  });
  const { stages } = editor.form;
  const stagesError = editor.errorOf('params.stages');
  const field = (key: FanNumberKey) => (
    <FormField
      name={key}
      label={t(`strategies:fan_${key}`)}
      value={editor.form[key]}
      onChange={(v) => editor.set(key, v)}
      error={editor.errorOf(`params.${key}`)}
      show
      helper={t(`strategies:fan_${key}Help`)}
      unit={units[key]}
      numeric
    />
  );
  return (
    <StrategyEditorFrame kind="fan" editor={editor} listPath={fanListPath}>
      <Box component="section" aria-label={t('strategies:fan_stages')} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('strategies:fan_stages')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('strategies:fan_stagesHelp')}
        </Typography>
        {stages.map((stage, i) => (
          <FanStageRow
            key={i}
            index={i}
            stage={stage}
            errorOf={editor.errorOf}
            onChange={(patch) => editor.set('stages', changeStage(stages, i, patch))}
            onRemove={() => editor.set('stages', removeStage(stages, i))}
          />
        ))}
        {stagesError && (
          <FormHelperText error>{t(fieldErrorKey(stagesError), stagesError.values)}</FormHelperText>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            startIcon={<AddRowIcon />}
            onClick={() => editor.set('stages', addStage(stages))}
            disabled={stages.length >= maxStages}
          >
            {t('strategies:fan_addStage')}
          </Button>
          {stages.length >= maxStages && (
            <Typography variant="body2" color="text.secondary">
              {t('strategies:fan_stagesMax', { max: maxStages })}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {field('hysteresis')}
        {field('minOnS')}
        {field('minOffS')}
      </Box>
    </StrategyEditorFrame>
  );
}
