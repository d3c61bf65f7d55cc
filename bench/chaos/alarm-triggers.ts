/**
 * How the chaos soak makes a controller open an alarm: the sensor of its first enabled alarm rule
 * reads beyond the rule's threshold (fault sensorOutOfRange) for a while, then comes back.
 */
import type { Simulator } from '../../simulator/index.ts';
import type { ChaosAlarm } from './plan.ts';

export function alarmTriggers(
  alarms: readonly ChaosAlarm[],
  sim: Pick<Simulator, 'controllers' | 'faults'>,
): { at: number; run: () => void }[] {
  return alarms.flatMap((alarm) => {
    const controller = sim.controllers[alarm.controller];
    const rule = controller?.context.config.list('alarmRule').find((r) => r.enabled);
    if (!controller || !rule) return [];
    const value =
      rule.high !== null ? rule.high + 5 + rule.hysteresis : (rule.low ?? 0) - 5 - rule.hysteresis;
    const target = { sn: controller.sn, id: rule.sid };
    return [
      { at: alarm.at, run: () => void sim.faults.set('sensorOutOfRange', target, { value }) },
      { at: alarm.at + alarm.forMs, run: () => void sim.faults.clear('sensorOutOfRange', target) },
    ];
  });
}
