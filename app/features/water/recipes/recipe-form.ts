/**
 * The fertigation-recipe form: EC and pH targets and the A, B and acid shares, checked with the
 * protocol's fertRecipe. Our rule for the shares (the protocol only bounds each to 0-100): they are
 * percentages of the dosed stock solution and must add up to 100 % (±0.5 for rounding, e.g. 33.3 × 3),
 * and a recipe with an EC target needs some A or B stock (acid alone adds no nutrients).
 */
import { fertRecipe, type FertRecipe } from '../../../../protocol/live/irrigation.ts';
import { numberOf, schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';

export type RecipeForm = {
  name: string;
  ec: string;
  ph: string;
  ratioA: string;
  ratioB: string;
  ratioAcid: string;
};
export const recipeFields = ['name', 'ec', 'ph', 'ratioA', 'ratioB', 'ratioAcid'] as const;
/** `ratios`: the shares together (shown under the bar). */
export type RecipeField = (typeof recipeFields)[number] | 'ratios';

export type NewRecipe = Omit<FertRecipe, 'rid'> & { rid?: number };
export type RecipeCheck = { ok: true; recipe: NewRecipe } | { ok: false; errors: FieldErrors<RecipeField> };

export const ratioTotal = 100;
const ratioTolerance = 0.5;

export const emptyRecipeForm: RecipeForm = {
  name: '',
  ec: '2.0',
  ph: '6.0',
  ratioA: '48',
  ratioB: '48',
  ratioAcid: '4',
};

export const recipeToForm = (r: FertRecipe): RecipeForm => ({
  name: r.name,
  ec: String(r.ec),
  ph: String(r.ph),
  ratioA: String(r.ratioA),
  ratioB: String(r.ratioB),
  ratioAcid: String(r.ratioAcid),
});

/** The sum of the three shares, rounded to one decimal (NaN while one is not a number). */
export function ratioSum(form: Pick<RecipeForm, 'ratioA' | 'ratioB' | 'ratioAcid'>): number {
  const sum = numberOf(form.ratioA) + numberOf(form.ratioB) + numberOf(form.ratioAcid);
  return Math.round(sum * 10) / 10;
}

/** Validates the form; `rid` absent = a new recipe (the controller assigns it on add). */
export function checkRecipeForm(form: RecipeForm, rid?: number): RecipeCheck {
  const candidate: FertRecipe = {
    rid: rid ?? 1,
    name: form.name,
    ec: numberOf(form.ec),
    ph: numberOf(form.ph),
    ratioA: numberOf(form.ratioA),
    ratioB: numberOf(form.ratioB),
    ratioAcid: numberOf(form.ratioAcid),
  };
  const parsed = fertRecipe.safeParse(candidate);
  const errors: FieldErrors<RecipeField> = parsed.success ? {} : schemaErrors(parsed.error, recipeFields);
  if (!errors.ratioA && !errors.ratioB && !errors.ratioAcid) {
    const sum = ratioSum(form);
    if (Math.abs(sum - ratioTotal) > ratioTolerance)
      errors.ratios = { message: 'water:errorRatioSum', values: { sum } };
    else if (!errors.ec && candidate.ec > 0 && candidate.ratioA + candidate.ratioB <= 0)
      errors.ratios = { message: 'water:errorRatioNoStock' };
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { rid: _assigned, ...rest } = parsed.data;
  return { ok: true, recipe: rid === undefined ? rest : { ...rest, rid } };
}
