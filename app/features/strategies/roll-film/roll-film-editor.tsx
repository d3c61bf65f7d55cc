// Edit or create one roll-film strategy: vents, open-above temperature, P-band, min/max and step.
import Box from '@mui/material/Box';
import { FormField } from '../../../components/forms/form-field';
import { useT } from '../../../components/use-t';
import { ActuatorPicker } from '../shell/actuator-picker';
import { num } from '../shell/strategy-check';
import { StrategyEditorFrame } from '../shell/strategy-editor-frame';
import { useStrategyEditor } from '../shell/use-strategy-editor';
import {
  blankRollFilm,
  rollFilmCandidate,
  rollFilmFields,
  rollFilmOwn,
  rollFilmToForm,
  type RollFilmForm,
} from './roll-film-form';
import { paramsOfNumbers } from './roll-film-preview';
import { VentPreview } from './vent-preview';

export const rollFilmPath = '/automaticSettings/RollOfFilmControl';

type NumberKey = 'openAbove' | 'pBand' | 'minOpen' | 'maxOpen' | 'step';
const units: Record<NumberKey, string> = {
  openAbove: '°C',
  pBand: 'K',
  minOpen: '%',
  maxOpen: '%',
  step: '%',
};

export function RollFilmEditor() {
  const t = useT();
  const editor = useStrategyEditor({
    kind: 'rollFilm',
    listPath: rollFilmPath,
    blank: blankRollFilm,
    toForm: rollFilmToForm,
    candidate: rollFilmCandidate,
    fields: rollFilmFields,
    own: rollFilmOwn,
  });
  const field = (key: NumberKey) => (
    <FormField
      name={key}
      label={t(`strategies:rollFilm_${key}`)}
      value={editor.form[key]}
      onChange={(v) => editor.set<keyof RollFilmForm>(key, v)}
      error={editor.errorOf(`params.${key}`)}
      show
      helper={t(`strategies:rollFilm_${key}Help`)}
      unit={units[key]}
      numeric
    />
  );
  const { form } = editor;
  const numbers = {
    openAbove: num(form.openAbove),
    pBand: num(form.pBand),
    minOpen: num(form.minOpen),
    maxOpen: num(form.maxOpen),
    step: num(form.step),
  };
  return (
    <StrategyEditorFrame kind="rollFilm" editor={editor} listPath={rollFilmPath}>
      <ActuatorPicker
        label={t('strategies:rollFilm_vents')}
        kinds={['roller', 'b16roller']}
        value={editor.form.aids}
        onChange={(aids) => editor.set('aids', aids)}
        error={editor.errorOf('params.aids')}
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {field('openAbove')}
        {field('pBand')}
        {field('step')}
        {field('minOpen')}
        {field('maxOpen')}
      </Box>
      <VentPreview
        stid={editor.existing?.stid}
        params={paramsOfNumbers(numbers, form.aids)}
        zoneIds={form.zoneIds}
      />
    </StrategyEditorFrame>
  );
}
