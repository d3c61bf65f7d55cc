import { describe, expect, it } from 'vitest';
import { checkRecipeForm, emptyRecipeForm, ratioSum, recipeToForm, type RecipeForm } from './recipe-form';
import { sharesOf } from './ratio-bar';
import { inUse, recipeUsage } from './recipe-usage';

const form = (patch: Partial<RecipeForm> = {}): RecipeForm => ({
  ...emptyRecipeForm,
  name: '番茄结果期',
  ...patch,
});
const errorsOf = (f: RecipeForm) => {
  const check = checkRecipeForm(f);
  return check.ok ? {} : check.errors;
};

describe('checkRecipeForm', () => {
  it('takes shares that add up to 100 % and keeps the rid of an edit', () => {
    expect(checkRecipeForm(form({ ratioA: '50', ratioB: '45', ratioAcid: '5' }), 3)).toEqual({
      ok: true,
      recipe: { rid: 3, name: '番茄结果期', ec: 2, ph: 6, ratioA: 50, ratioB: 45, ratioAcid: 5 },
    });
    expect(errorsOf(form({ ratioA: '33.3', ratioB: '33.3', ratioAcid: '33.3' }))).toEqual({});
  });

  it('says what the shares add up to when that is not 100 %', () => {
    expect(errorsOf(form({ ratioA: '48', ratioB: '40', ratioAcid: '4' }))).toEqual({
      ratios: { message: 'water:errorRatioSum', values: { sum: 92 } },
    });
    expect(ratioSum(form({ ratioA: '48', ratioB: 'x' }))).toBeNaN();
  });

  it('wants A or B stock when there is an EC target, not acid alone', () => {
    expect(errorsOf(form({ ratioA: '0', ratioB: '0', ratioAcid: '100' }))).toEqual({
      ratios: { message: 'water:errorRatioNoStock' },
    });
    expect(errorsOf(form({ ec: '0', ratioA: '0', ratioB: '0', ratioAcid: '100' }))).toEqual({});
  });

  it('checks each field with the protocol first (then no sum is judged)', () => {
    expect(errorsOf(form({ ph: '2', ec: '11', ratioA: '-1', name: '' }))).toEqual({
      name: { key: 'required' },
      ph: { key: 'atLeast', values: { min: 3 } },
      ec: { key: 'atMost', values: { max: 10 } },
      ratioA: { key: 'atLeast', values: { min: 0 } },
    });
  });

  it('reads a stored recipe back into the same recipe', () => {
    const recipe = { rid: 1, name: '育苗通用', ec: 1.4, ph: 6.2, ratioA: 50, ratioB: 50, ratioAcid: 0 };
    expect(checkRecipeForm(recipeToForm(recipe), 1)).toEqual({ ok: true, recipe });
  });
});

describe('ratio bar and usage', () => {
  it('draws shares of their sum', () => {
    expect(sharesOf({ ratioA: 1, ratioB: 1, ratioAcid: 0.2 })).toEqual({
      ratioA: 45.5,
      ratioB: 45.5,
      ratioAcid: 9.1,
    });
    expect(sharesOf({ ratioA: Number.NaN, ratioB: 0, ratioAcid: 0 })).toEqual({
      ratioA: 0,
      ratioB: 0,
      ratioAcid: 0,
    });
  });

  it('finds the plans and centres that use a recipe', () => {
    const plan = (pid: number, recipeId: number | null) => ({
      pid,
      name: `p${pid}`,
      enabled: true,
      trigger: { type: 'time' as const, times: ['06:00'] },
      valveIds: [1],
      secondsPerValve: 60,
      recipeId,
    });
    const center = {
      fid: 1,
      name: '水肥一体机',
      layout: 'dual' as const,
      tanks: [],
      ecSid: null,
      phSid: null,
      flowSid: null,
      recipeId: 2,
    };
    const usage = recipeUsage(2, [plan(1, 2), plan(2, 1), plan(3, null)], [center]);
    expect(usage.plans.map((p) => p.pid)).toEqual([1]);
    expect(usage.centers).toEqual([center]);
    expect(inUse(recipeUsage(3, [plan(1, 2)], [center]))).toBe(false);
  });
});
