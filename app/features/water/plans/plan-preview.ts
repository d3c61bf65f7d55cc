/**
 * An irrigation plan's preview: the saved configuration with the form's plan in place of the saved one
 * (a new plan added under a free id), acting on the zones its valves water, before and after the edit.
 */
import type { IrrigationPlan } from '../../../../protocol/live/irrigation.ts';
import type { AutomationConfig } from '../../../../model/automation/types.ts';
import type { NewPlan } from './plan-form';

export function withPlan(
  saved: AutomationConfig,
  edited: NewPlan,
  pid: number | undefined,
): AutomationConfig {
  if (pid !== undefined && saved.irrigationPlan.some((p) => p.pid === pid))
    return {
      ...saved,
      irrigationPlan: saved.irrigationPlan.map((p) => (p.pid === pid ? { ...edited, pid } : p)),
    };
  const free = Math.max(0, ...saved.irrigationPlan.map((p) => p.pid)) + 1;
  const plan: IrrigationPlan = { ...edited, pid: free };
  return { ...saved, irrigationPlan: [...saved.irrigationPlan, plan] };
}

/** The zones of the valves the plan waters now or would after the edit, in order. */
export function zonesOfPlan(
  saved: AutomationConfig,
  valveIds: readonly number[],
  pid: number | undefined,
): number[] {
  const before = saved.irrigationPlan.find((p) => p.pid === pid)?.valveIds ?? [];
  const vids = new Set([...before, ...valveIds]);
  const zids = saved.valve.filter((v) => vids.has(v.vid) && v.zid !== null).map((v) => v.zid!);
  return [...new Set(zids)].sort((a, b) => a - b);
}
