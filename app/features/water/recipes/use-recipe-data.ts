// What the recipe screens read from the controller: recipes, and the plans and centres that may use them.
import { useLiveList } from '../../../live/query';
import { listsState } from '../../../live/lists-state';

export function useRecipeData() {
  const recipes = useLiveList('fertRecipe');
  const plans = useLiveList('irrigationPlan');
  const centers = useLiveList('fertCenter');
  return {
    screen: listsState([recipes, plans, centers]),
    recipes: recipes.items,
    plans: plans.items,
    centers: centers.items,
  };
}

export type RecipeData = ReturnType<typeof useRecipeData>;
