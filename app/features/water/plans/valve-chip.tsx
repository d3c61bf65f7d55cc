// One valve of a plan with its live state (the controller's report): green while it is open.
import Chip from '@mui/material/Chip';
import type { Valve } from '../../../../protocol/live/irrigation.ts';
import { liveView } from '../../../components/actuator-controls/logic';
import { useT } from '../../../components/use-t';
import { useLiveActuator } from '../../../stores/live-actuators-store';

export function ValveChip({ valve, position }: { valve: Valve; position: number }) {
  const t = useT();
  const view = liveView('valve', useLiveActuator(valve.aid));
  const word = view.state === 'unknown' ? 'valveUnknown' : view.on ? 'valveOn' : 'valveOff';
  return (
    <Chip
      size="small"
      color={view.on ? 'success' : 'default'}
      variant={view.on ? 'filled' : 'outlined'}
      label={`${position}. ${valve.name} · ${t(`water:${word}`)}`}
      data-testid="plan-valve"
      data-vid={valve.vid}
      data-state={view.on ? 'on' : view.state === 'unknown' ? 'unknown' : 'off'}
    />
  );
}
