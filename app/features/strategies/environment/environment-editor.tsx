// Edit or create one environment strategy: the day window and the day/night set points of its zones.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '../../../components/forms/form-field';
import { useT } from '../../../components/use-t';
import { StrategyEditorFrame } from '../shell/strategy-editor-frame';
import { useStrategyEditor } from '../shell/use-strategy-editor';
import { ClockField } from './clock-field';
import {
  blankEnvironment,
  environmentCandidate,
  environmentFields,
  environmentOwn,
  environmentToForm,
  environmentWarnings,
  type EnvironmentForm,
} from './environment-form';

export const environmentPath = '/automaticSettings/environmentControlSettings';

type NumberKey = 'heatDay' | 'heatNight' | 'humMax' | 'co2';
const units: Record<NumberKey, string> = { heatDay: '°C', heatNight: '°C', humMax: '%RH', co2: 'ppm' };

/** `?zid=3` with `?stid=new`: the new strategy starts serving zone 3. */
const zoneOfSearch = (search: URLSearchParams): number[] => {
  const zid = Number(search.get('zid'));
  return Number.isInteger(zid) && zid > 0 ? [zid] : [];
};

export function EnvironmentEditor() {
  const t = useT();
  const [search] = useSearchParams();
  const editor = useStrategyEditor({
    kind: 'environment',
    listPath: environmentPath,
    blank: () => blankEnvironment(zoneOfSearch(search)),
    toForm: environmentToForm,
    candidate: environmentCandidate,
    fields: environmentFields,
    own: environmentOwn,
  });
  const set = (key: keyof EnvironmentForm) => (v: string) => editor.set(key, v);
  const field = (key: NumberKey) => (
    <FormField
      name={key}
      label={t(`strategies:env_${key}`)}
      value={editor.form[key]}
      onChange={set(key)}
      error={editor.errorOf(`params.${key}`)}
      show
      helper={t(`strategies:env_${key}Help`)}
      unit={units[key]}
      numeric
    />
  );
  const warnings = environmentWarnings(editor.form);
  return (
    <StrategyEditorFrame kind="environment" editor={editor} listPath={environmentPath}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        <ClockField
          name="dayStart"
          label={t('strategies:env_dayStart')}
          value={editor.form.dayStart}
          onChange={set('dayStart')}
          error={editor.errorOf('params.dayStart')}
          helper={t('strategies:env_dayStartHelp')}
        />
        <ClockField
          name="dayEnd"
          label={t('strategies:env_dayEnd')}
          value={editor.form.dayEnd}
          onChange={set('dayEnd')}
          error={editor.errorOf('params.dayEnd')}
          helper={t('strategies:env_dayEndHelp')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('heatDay')}
        {field('heatNight')}
        {field('humMax')}
        {field('co2')}
      </Box>
      {warnings.map((key) => (
        <Alert key={key} severity="warning" data-testid="form-warning">
          {t(key)}
        </Alert>
      ))}
    </StrategyEditorFrame>
  );
}
