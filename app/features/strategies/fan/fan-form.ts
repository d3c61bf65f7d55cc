/**
 * The fan form: the stages (fans, on-above temperature, optional on-above humidity), the hysteresis
 * and the minimum on/off times; checked against the protocol's fan strategy plus the stages' own
 * checks (fan-stages.ts). The model: model/automation/strategies/fan.ts.
 */
import type { FieldErrors } from '../../../components/forms/field-errors';
import { commonOf, commonToForm, num, type CommonForm } from '../shell/strategy-check';
import type { StrategyOf } from '../shell/strategy-kinds';
import { rowPaths, type FieldPath, type StrategyDraft } from '../shell/strategy-paths';
import { maxStages, stageErrors, stagesOf, type StageRow } from './fan-stages';

export type FanForm = CommonForm & {
  stages: StageRow[];
  hysteresis: string;
  minOnS: string;
  minOffS: string;
};
export type FanNumberKey = 'hysteresis' | 'minOnS' | 'minOffS';

export const fanFields: readonly FieldPath<'fan'>[] = [
  'name',
  'priority',
  'zoneIds',
  'params.stages',
  ...rowPaths('params.stages', maxStages, ['aids', 'onAboveTemp', 'onAboveHum']),
  'params.hysteresis',
  'params.minOnS',
  'params.minOffS',
];

/** A new fan strategy: docs/design/greenhouse-model.md defaults (one stage from 28 °C, 1 K, 120 s on, 60 s off). */
export const blankFan = (): FanForm => ({
  name: '',
  priority: '65',
  zoneIds: [],
  enabled: true,
  stages: [{ aids: [], onAboveTemp: '28', onAboveHum: '' }],
  hysteresis: '1',
  minOnS: '120',
  minOffS: '60',
});

export const fanToForm = (s: StrategyOf<'fan'>): FanForm => ({
  ...commonToForm(s),
  stages: s.params.stages.map((stage) => ({
    aids: stage.aids,
    onAboveTemp: String(stage.onAboveTemp),
    onAboveHum: stage.onAboveHum === null ? '' : String(stage.onAboveHum),
  })),
  hysteresis: String(s.params.hysteresis),
  minOnS: String(s.params.minOnS),
  minOffS: String(s.params.minOffS),
});

export const fanCandidate = (form: FanForm, stid: number | undefined): StrategyDraft<'fan'> => ({
  ...commonOf(form, stid),
  kind: 'fan',
  params: {
    stages: stagesOf(form.stages),
    hysteresis: num(form.hysteresis),
    minOnS: num(form.minOnS),
    minOffS: num(form.minOffS),
  },
});

export const fanOwn = (form: FanForm): FieldErrors<FieldPath<'fan'>> => stageErrors(form.stages);
