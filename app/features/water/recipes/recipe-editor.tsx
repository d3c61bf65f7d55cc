// The fertigation-recipe form: name, EC and pH targets, A/B/acid shares with a live bar and their sum.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FertRecipe } from '../../../../protocol/live/irrigation.ts';
import { numberOf } from '../../../components/forms/field-errors';
import { ConflictAlert } from '../../../components/forms/conflict-alert';
import { FormField } from '../../../components/forms/form-field';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { fieldMessage } from '../shared/field-message';
import { SaveBar } from '../shared/save-bar';
import { RatioBar } from './ratio-bar';
import { checkRecipeForm, emptyRecipeForm, ratioSum, recipeToForm, type RecipeForm } from './recipe-form';

type NumberKey = 'ec' | 'ph' | 'ratioA' | 'ratioB' | 'ratioAcid';

export function RecipeEditor({ recipe, onDone }: { recipe?: FertRecipe; onDone: () => void }) {
  const t = useT();
  const action = useConfAction();
  const record = useRecordForm<FertRecipe | undefined, RecipeForm>(recipe, (r) =>
    r ? recipeToForm(r) : emptyRecipeForm,
  );
  const { form, set, submitted, setSubmitted, touched } = record;
  const check = checkRecipeForm(form, recipe?.rid);
  const errors = check.ok ? {} : check.errors;
  const ratiosTouched = touched.has('ratioA') || touched.has('ratioB') || touched.has('ratioAcid');
  const ratiosError = fieldMessage(t, errors.ratios, submitted || ratiosTouched);
  const field = (key: NumberKey, unit?: string) => (
    <FormField
      name={key}
      label={t(`water:${key}`)}
      value={form[key]}
      onChange={(v) => set(key, v)}
      error={errors[key]}
      show={submitted || touched.has(key)}
      unit={unit}
      numeric
    />
  );
  const save = async () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    if (!recipe) {
      if (await action.send('fertRecipe', 'add', check.recipe)) onDone();
      return;
    }
    record.saving({ ...check.recipe, rid: recipe.rid });
    if (await action.send('fertRecipe', 'update', check.recipe)) onDone();
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      data-testid="recipe-editor"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, maxWidth: 640 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <ConflictAlert
        show={record.conflict}
        onLoadLatest={record.loadLatest}
        text={t('water:changedElsewhere')}
        loadLabel={t('water:loadLatest')}
      />
      <FormField
        name="name"
        label={t('water:recipeName')}
        value={form.name}
        onChange={(v) => set('name', v)}
        error={errors.name}
        show={submitted || touched.has('name')}
        required
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
        {field('ec', 'mS/cm')}
        {field('ph')}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {field('ratioA', '%')}
        {field('ratioB', '%')}
        {field('ratioAcid', '%')}
      </Box>
      <RatioBar
        ratios={{
          ratioA: numberOf(form.ratioA),
          ratioB: numberOf(form.ratioB),
          ratioAcid: numberOf(form.ratioAcid),
        }}
      />
      <Typography variant="body2" color="text.secondary" data-testid="ratio-sum">
        {t('water:ratioSum', { sum: Number.isNaN(ratioSum(form)) ? '—' : ratioSum(form) })}
      </Typography>
      {ratiosError && <FormHelperText error>{ratiosError}</FormHelperText>}
      <SaveBar
        error={action.error}
        invalid={submitted && !check.ok}
        pending={action.pending}
        onCancel={onDone}
        deleteLabel={t('water:deleteRecipe')}
      />
    </Paper>
  );
}
