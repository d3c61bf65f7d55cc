// The overview's tiles of water, nutrients, climate systems and alarms, from their records.
import type { RecordOf } from '../../live/query';
import { onOff, type Tile } from './automation-tiles';
import type { AutomationKey, SummaryPart } from './strategy-summary';

export type SystemLists = {
  plans: readonly RecordOf<'irrigationPlan'>[];
  recipes: readonly RecordOf<'fertRecipe'>[];
  fogs: readonly RecordOf<'fog'>[];
  heating: readonly RecordOf<'heating'>[];
  alarmRules: readonly RecordOf<'alarmRule'>[];
  irrigateAlarms: readonly RecordOf<'irrigateAlarm'>[];
};

const count = (key: AutomationKey, items: readonly { enabled: boolean }[]): SummaryPart => ({
  key,
  values: { count: items.length, enabled: items.filter((i) => i.enabled).length },
});

/** Tiles of water, nutrients, climate systems and alarms. */
export function systemTiles(lists: SystemLists): Tile[] {
  const { plans, recipes, fogs, heating, alarmRules, irrigateAlarms } = lists;
  const enabledOf = (items: readonly { enabled: boolean }[]) =>
    onOff(items.length, items.filter((i) => i.enabled).length);
  const [recipe] = recipes;
  const [fog] = fogs;
  const [loop] = heating;
  return [
    {
      id: 'irrigation',
      title: 'automation:tile_irrigation',
      to: '/automaticSettings/automaticWaterControl',
      status: enabledOf(plans),
      parts: [count('sum_plans', plans)],
    },
    {
      id: 'fertigation',
      title: 'automation:tile_fertigation',
      to: '/automaticSettings/AutoFertilizer',
      status: recipe ? 'info' : 'none',
      parts: recipe
        ? [
            {
              key: 'sum_recipes',
              values: { count: recipes.length, name: recipe.name, ec: recipe.ec, ph: recipe.ph },
            },
          ]
        : [{ key: 'sum_noneYet' }],
    },
    {
      id: 'fog',
      title: 'automation:tile_fog',
      to: '/fog_system',
      status: enabledOf(fogs),
      parts: fog
        ? [{ key: `sum_fog_${fog.mode}`, values: { count: fogs.length, target: fog.target } }]
        : [{ key: 'sum_noneYet' }],
    },
    {
      id: 'heating',
      title: 'automation:tile_heating',
      to: '/heating-control',
      status: onOff(heating.length, heating.filter((h) => h.mode === 'auto').length),
      parts: loop
        ? [
            {
              key: 'sum_heating',
              values: { count: heating.length, day: loop.daySetpoint, night: loop.nightSetpoint },
            },
          ]
        : [{ key: 'sum_noneYet' }],
    },
    {
      id: 'sensorAlarms',
      title: 'automation:tile_sensorAlarms',
      to: '/warningSetUp/SensorWarningSet',
      status: enabledOf(alarmRules),
      parts: [count('sum_rules', alarmRules)],
    },
    {
      id: 'irrigateAlarms',
      title: 'automation:tile_irrigateAlarms',
      to: '/warningSetUp/IrrigateWarningSet',
      status: enabledOf(irrigateAlarms),
      parts: [count('sum_rules', irrigateAlarms)],
    },
  ];
}
