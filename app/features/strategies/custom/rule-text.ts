// A custom rule in the grower's words for the list: "when A > 30 and B < 80: fan on (09:00–17:00)".
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import { sensorUnits, type Sensor } from '../../../../protocol/live/sensor.ts';
import type { useT } from '../../../components/use-t';
import type { StrategyOf } from '../shell/strategy-kinds';
import { opNames } from './custom-conditions';

type T = ReturnType<typeof useT>;

export function ruleText(
  rule: StrategyOf<'custom'>,
  sensors: readonly Sensor[],
  actuators: readonly Actuator[],
  t: T,
) {
  const p = rule.params;
  const when = p.when
    .map((c) => {
      const sensor = sensors.find((s) => s.sid === c.sid);
      const unit = sensor ? ` ${sensorUnits[sensor.type]}` : '';
      return t('strategies:custom_whenPart', {
        sensor: sensor?.name ?? t('strategies:custom_sensorNo', { sid: c.sid }),
        op: t(`strategies:custom_op_${opNames[c.op]}`),
        value: `${c.value}${unit}`,
      });
    })
    .join(t('strategies:custom_and'));
  const actuator =
    actuators.find((a) => a.aid === p.then.aid)?.name ??
    t('strategies:custom_actuatorNo', { aid: p.then.aid });
  const then =
    p.then.action === 'set'
      ? t('strategies:custom_thenSet', { actuator, value: p.then.value ?? 0 })
      : t('strategies:custom_thenPart', { actuator, action: t(`strategies:custom_action_${p.then.action}`) });
  const window = p.window
    ? t('strategies:custom_windowPart', { start: p.window.start, end: p.window.end })
    : '';
  return t('strategies:custom_summary', { when, then, window });
}
