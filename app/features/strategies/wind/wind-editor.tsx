// Edit or create one wind and rain protection: vents, close-above / resume-below wind, delay, rain.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { FormField } from '../../../components/forms/form-field';
import { useT } from '../../../components/use-t';
import { ActuatorPicker } from '../shell/actuator-picker';
import { StrategyEditorFrame } from '../shell/strategy-editor-frame';
import { useStrategyEditor } from '../shell/use-strategy-editor';
import { blankWind, windCandidate, windFields, windOwn, windToForm, type WindForm } from './wind-form';

export const windListPath = '/automaticSettings/AllWindSpeedControl';
export const windSettingPath = '/automaticSettings/WindSpeedControlSetting';

type NumberKey = 'closeAbove' | 'resumeBelow' | 'delayS';
const units: Record<NumberKey, string> = { closeAbove: 'm/s', resumeBelow: 'm/s', delayS: 's' };

export function WindEditor() {
  const t = useT();
  const editor = useStrategyEditor({
    kind: 'windSpeed',
    listPath: windListPath,
    blank: blankWind,
    toForm: windToForm,
    candidate: windCandidate,
    fields: windFields,
    own: windOwn,
  });
  const field = (key: NumberKey) => (
    <FormField
      name={key}
      label={t(`strategies:wind_${key}`)}
      value={editor.form[key]}
      onChange={(v) => editor.set<keyof WindForm>(key, v)}
      error={editor.errorOf(`params.${key}`)}
      show
      helper={t(`strategies:wind_${key}Help`)}
      unit={units[key]}
      numeric
    />
  );
  return (
    <StrategyEditorFrame kind="windSpeed" editor={editor} listPath={windListPath}>
      <ActuatorPicker
        label={t('strategies:wind_vents')}
        kinds={['roller', 'b16roller']}
        value={editor.form.aids}
        onChange={(aids) => editor.set('aids', aids)}
        error={editor.errorOf('params.aids')}
        helper={t('strategies:wind_ventsHelp')}
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {field('closeAbove')}
        {field('resumeBelow')}
        {field('delayS')}
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={editor.form.closeOnRain}
            onChange={(e) => editor.set('closeOnRain', e.target.checked)}
          />
        }
        label={t('strategies:wind_closeOnRain')}
      />
    </StrategyEditorFrame>
  );
}
