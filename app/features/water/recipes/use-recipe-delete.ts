/**
 * Deleting a recipe. One still in use is first taken off its plans and fertigation centres (their
 * recipeId set to none: plain water), so no record is left pointing at a recipe that is gone (the
 * controller would then refuse every later save of it); then the recipe is deleted. The first
 * refusal (a running plan is locked, say) stops there and is shown in the grower's words.
 */
import { useState } from 'react';
import type { FertRecipe } from '../../../../protocol/live/irrigation.ts';
import { i18n } from '../../../i18n';
import { request } from '../../../live';
import { liveErrorText } from '../../../live/hooks/error-text';
import { showSnackbar } from '../../../stores/ui-store';
import type { RecipeUsage } from './recipe-usage';

export type RecipeDelete = {
  pending: boolean;
  error: string | null;
  /** Resolves true once the recipe is gone. */
  remove: (recipe: FertRecipe, usage: RecipeUsage) => Promise<boolean>;
};

export function useRecipeDelete(): RecipeDelete {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async (recipe: FertRecipe, usage: RecipeUsage) => {
    setPending(true);
    setError(null);
    try {
      for (const plan of usage.plans)
        await request('system/conf', 'irrigationPlan', 'update', { ...plan, recipeId: null });
      for (const center of usage.centers)
        await request('system/conf', 'fertCenter', 'update', { ...center, recipeId: null });
      await request('system/conf', 'fertRecipe', 'delete', { rid: recipe.rid });
      showSnackbar(i18n.t('water:recipeDeleted', { name: recipe.name }), { severity: 'success' });
      return true;
    } catch (e) {
      const text = liveErrorText(e);
      setError(text);
      showSnackbar(text, { severity: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, remove };
}
