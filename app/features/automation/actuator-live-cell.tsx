// An actuator's live state in the outputs table: reported state, position and manual/auto mode.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Actuator } from '../../../protocol/live/actuator.ts';
import { liveView } from '../../components/actuator-controls/logic';
import { ModeChip, StateChip } from '../../components/actuator-controls/state-chips';
import { useLiveActuator } from '../../stores/live-actuators-store';

export function ActuatorLiveCell({ actuator }: { actuator: Actuator }) {
  const view = liveView(actuator.kind, useLiveActuator(actuator.aid));
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <StateChip view={view} />
      {view.pos !== undefined && (
        <Typography variant="body2" component="span" data-testid="live-pos">
          {view.pos}%
        </Typography>
      )}
      <ModeChip view={view} />
    </Box>
  );
}
