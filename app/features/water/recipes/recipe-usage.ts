/** Which irrigation plans and fertigation centres use a recipe (their recipeId points at it). */
import type { FertCenter, IrrigationPlan } from '../../../../protocol/live/irrigation.ts';

export type RecipeUsage = { plans: IrrigationPlan[]; centers: FertCenter[] };

export function recipeUsage(
  rid: number,
  plans: readonly IrrigationPlan[],
  centers: readonly FertCenter[],
): RecipeUsage {
  return {
    plans: plans.filter((p) => p.recipeId === rid),
    centers: centers.filter((c) => c.recipeId === rid),
  };
}

export const inUse = (usage: RecipeUsage): boolean => usage.plans.length + usage.centers.length > 0;
