// One actuator's live state as a chip on a strategy card: "name · 开度 40%" or "name · 运行中".
import Chip from '@mui/material/Chip';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import { liveView } from '../../../components/actuator-controls/logic';
import { useT } from '../../../components/use-t';
import { useLiveActuator } from '../../../stores/live-actuators-store';

export function ActuatorLiveChip({ actuator }: { actuator: Actuator }) {
  const t = useT();
  const view = liveView(actuator.kind, useLiveActuator(actuator.aid));
  const state =
    view.positional && view.pos !== undefined && !view.moving
      ? t('actuators:position', { pos: view.pos })
      : view.positional && view.moving && view.pos !== undefined
        ? `${t(`actuators:state_${view.state}`)} ${view.pos}%`
        : t(`actuators:state_${view.state}`);
  return (
    <Chip
      size="small"
      variant={view.on || (view.pos ?? 0) > 0 ? 'filled' : 'outlined'}
      color={view.jammed ? 'error' : view.on ? 'success' : 'default'}
      label={`${actuator.name} · ${state}`}
      data-testid="live-actuator"
      data-aid={actuator.aid}
      data-state={view.state}
      data-pos={view.pos ?? ''}
      sx={{ maxWidth: '100%' }}
    />
  );
}
