// An actuator's live state beside its channel (state chip, opening %); only this re-renders on reports.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import { liveView } from '../../../components/actuator-controls/logic';
import { StateChip } from '../../../components/actuator-controls/state-chips';
import { useLiveActuator } from '../../../stores/live-actuators-store';

export function ChannelLive({ actuator }: { actuator: Actuator | undefined }) {
  const report = useLiveActuator(actuator?.aid ?? 0);
  if (!actuator) return <Typography color="text.secondary">—</Typography>;
  const view = liveView(actuator.kind, report);
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
      data-testid="channel-live"
      data-aid={actuator.aid}
    >
      <StateChip view={view} />
      {view.positional && view.pos !== undefined && (
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {view.pos}%
        </Typography>
      )}
    </Box>
  );
}
