/**
 * The roll-film form: vents, open-above temperature, P-band, min/max opening and step; checked
 * against the protocol's rollFilm strategy, plus min below max. The model: opening =
 * (air − openAbove) / pBand × 100 %, clamped to min..max, in steps (model/automation/strategies/roll-film.ts).
 */
import type { FieldErrors } from '../../../components/forms/field-errors';
import { commonOf, commonToForm, num, type CommonForm } from '../shell/strategy-check';
import type { StrategyOf } from '../shell/strategy-kinds';
import type { FieldPath, StrategyDraft } from '../shell/strategy-paths';

export type RollFilmForm = CommonForm & {
  aids: number[];
  openAbove: string;
  pBand: string;
  minOpen: string;
  maxOpen: string;
  step: string;
};

export const rollFilmFields: readonly FieldPath<'rollFilm'>[] = [
  'name',
  'priority',
  'zoneIds',
  'params.aids',
  'params.openAbove',
  'params.pBand',
  'params.minOpen',
  'params.maxOpen',
  'params.step',
] as const;

/** A new roll-film strategy: the demo defaults (docs/design/greenhouse-model.md): open above 24.5 °C over 4 K. */
export const blankRollFilm = (): RollFilmForm => ({
  name: '',
  priority: '60',
  zoneIds: [],
  enabled: true,
  aids: [],
  openAbove: '24.5',
  pBand: '4',
  minOpen: '0',
  maxOpen: '100',
  step: '10',
});

export const rollFilmToForm = (s: StrategyOf<'rollFilm'>): RollFilmForm => ({
  ...commonToForm(s),
  aids: s.params.aids,
  openAbove: String(s.params.openAbove),
  pBand: String(s.params.pBand),
  minOpen: String(s.params.minOpen),
  maxOpen: String(s.params.maxOpen),
  step: String(s.params.step),
});

export const rollFilmCandidate = (
  form: RollFilmForm,
  stid: number | undefined,
): StrategyDraft<'rollFilm'> => ({
  ...commonOf(form, stid),
  kind: 'rollFilm',
  params: {
    aids: form.aids,
    openAbove: num(form.openAbove),
    pBand: num(form.pBand),
    minOpen: num(form.minOpen),
    maxOpen: num(form.maxOpen),
    step: num(form.step),
  },
});

/** Beyond the schema: at least one vent, and the max opening above the min. */
export function rollFilmOwn(form: RollFilmForm): FieldErrors<FieldPath<'rollFilm'>> {
  const errors: FieldErrors<FieldPath<'rollFilm'>> = {};
  if (form.aids.length === 0) errors['params.aids'] = { message: 'strategies:pickVents' };
  const min = num(form.minOpen);
  const max = num(form.maxOpen);
  if (Number.isFinite(min) && Number.isFinite(max) && max <= min)
    errors['params.maxOpen'] = { key: 'minBelowMax' };
  return errors;
}
