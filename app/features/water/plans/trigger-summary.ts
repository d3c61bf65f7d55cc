/** A plan's trigger and window in one line of the grower's words (list and status). */
import type { IrrigationPlan } from '../../../../protocol/live/irrigation.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import type { useT } from '../../../components/use-t';

type T = ReturnType<typeof useT>;

export function triggerSummary(t: T, plan: IrrigationPlan, sensors: readonly Sensor[]): string {
  const trigger = plan.trigger;
  switch (trigger.type) {
    case 'time':
      return t('water:summaryTime', { times: [...trigger.times].sort().join(t('water:listJoin')) });
    case 'radiation':
      return t('water:summaryRadiation', {
        sum: trigger.sumJcm2,
        min: trigger.minRadiation,
        minI: trigger.minIntervalMin,
        maxI: trigger.maxIntervalMin,
      });
    case 'moisture': {
      const sensor = sensors.find((s) => s.sid === trigger.sid);
      return t('water:summaryMoisture', {
        sensor: sensor?.name ?? t('water:sensorMissing', { sid: trigger.sid }),
        below: trigger.below,
      });
    }
  }
}

export function windowSummary(t: T, plan: IrrigationPlan): string {
  return plan.window ? `${plan.window.start}–${plan.window.end}` : t('water:windowAllDay');
}

/** Seconds as `m 分 s 秒` (`m 分钟` on the minute, `s 秒` under one). */
export function durationText(t: T, totalS: number): string {
  const s = Math.max(0, Math.round(totalS));
  if (s < 60) return t('water:seconds', { s });
  if (s % 60 === 0) return t('water:minutes', { m: s / 60 });
  return t('water:minutesSeconds', { m: Math.floor(s / 60), s: s % 60 });
}
