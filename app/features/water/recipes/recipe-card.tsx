// One fertigation recipe: EC and pH targets, the A/B/acid bar, which plans and centres use it; edit, delete.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FertRecipe } from '../../../../protocol/live/irrigation.ts';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { useT } from '../../../components/use-t';
import { RatioBar } from './ratio-bar';
import { inUse, recipeUsage } from './recipe-usage';
import type { RecipeData } from './use-recipe-data';
import { useRecipeDelete } from './use-recipe-delete';

export function RecipeCard({
  recipe,
  data,
  onEdit,
}: {
  recipe: FertRecipe;
  data: RecipeData;
  onEdit: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const deletion = useRecipeDelete();
  const usage = recipeUsage(recipe.rid, data.plans, data.centers);
  const chips = [
    ...usage.plans.map((p) => t('water:planChip', { name: p.name })),
    ...usage.centers.map((c) => t('water:centerChip', { name: c.name })),
  ];
  const question = inUse(usage)
    ? t('water:deleteRecipeInUse', { name: recipe.name, users: chips.join(t('water:listJoin')) })
    : t('water:deleteRecipeConfirm', { name: recipe.name });
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={titleId}
      data-testid="recipe-card"
      data-rid={recipe.rid}
      sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {recipe.name}
      </Typography>
      <Typography variant="body2" data-testid="recipe-targets">
        EC {recipe.ec} mS/cm · pH {recipe.ph}
      </Typography>
      <RatioBar ratios={recipe} />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('water:usedBy')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} data-testid="recipe-users">
          {chips.length === 0 ? (
            <Typography variant="body2">{t('water:notUsed')}</Typography>
          ) : (
            chips.map((label) => <Chip key={label} size="small" variant="outlined" label={label} />)
          )}
        </Box>
      </Box>
      {deletion.error && (
        <Typography variant="body2" color="error" data-testid="delete-error">
          {deletion.error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={onEdit}
          aria-label={t('water:editRecipe', { name: recipe.name })}
        >
          {t('common:edit')}
        </Button>
        <Button color="error" size="small" disabled={deletion.pending} onClick={() => setConfirming(true)}>
          {t('water:deleteRecipe')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        text={question}
        confirm={t('water:deleteRecipe')}
        onConfirm={() => {
          setConfirming(false);
          void deletion.remove(recipe, usage);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
