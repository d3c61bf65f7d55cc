/** The confirmation's words: which actuator, what will happen, and what it is doing now. */
import type { Actuator, ActuatorReport } from '../../../../protocol/live/actuator.ts';
import { liveView } from '../../../components/actuator-controls/logic';
import type { useT } from '../../../components/use-t';
import type { HardwareEffect } from './hardware-effects';

type T = ReturnType<typeof useT>;

/** "stopped, 40% open", "on", or "state unknown" before any report. */
export function stateWords(t: T, actuator: Actuator | undefined, report: ActuatorReport | undefined): string {
  if (!actuator) return t('actuators:state_unknown');
  const view = liveView(actuator.kind, report);
  const state = t(`actuators:state_${view.state}`);
  return view.positional && view.pos !== undefined
    ? t('installer:stateAtPos', { state, pos: view.pos })
    : state;
}

/** One sentence per effect, e.g. 保存后「东侧卷膜」将按新的行程时间（150 秒）重新校准。, then the state now. */
export function effectText(t: T, name: string, state: string, effects: readonly HardwareEffect[]): string {
  const sentences = effects.map((effect): string => {
    switch (effect.kind) {
      case 'disable':
        return t('installer:effect_disable', { name });
      case 'enable':
        return t('installer:effect_enable', { name });
      case 'remap':
        return t('installer:effect_remap', { name, board: effect.board, channel: effect.channel });
      case 'recalibrate':
        return t('installer:effect_recalibrate', { name, travelTime: effect.travelTime });
    }
  });
  return [...sentences, t('installer:nowState', { state })].join(' ');
}
