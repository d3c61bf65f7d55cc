/**
 * A strategy editor's preview: the saved configuration with the form's strategy in place of the saved
 * one (a new strategy added under a free id), acting on its zones and those its group policies give it.
 */
import type { Strategy } from '../../../../protocol/live/climate.ts';
import { zonesOfStrategy } from '../../../../protocol/live/zone-coverage.ts';
import type { AutomationConfig } from '../../../../model/automation/types.ts';

export function withStrategy(saved: AutomationConfig, edited: Strategy, isNew: boolean): AutomationConfig {
  if (!isNew) return { ...saved, strategy: saved.strategy.map((s) => (s.stid === edited.stid ? edited : s)) };
  const stid = Math.max(0, ...saved.strategy.map((s) => s.stid)) + 1;
  return { ...saved, strategy: [...saved.strategy, { ...edited, stid }] };
}

export function zonesOfEdited(saved: AutomationConfig, edited: Strategy, isNew: boolean): number[] {
  return isNew ? [...edited.zoneIds].sort((a, b) => a - b) : zonesOfStrategy(edited, saved.groupPolicy ?? []);
}
