// The live states of the actuators a strategy drives, as a wrapping row of chips (names from the base's list).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLiveList } from '../../../live/query';
import { ActuatorLiveChip } from './actuator-live-chip';

export function ActuatorLiveChips({ aids, label }: { aids: readonly number[]; label: string }) {
  const actuators = useLiveList('actuator');
  const shown = aids.flatMap((aid) => actuators.items.filter((a) => a.aid === aid));
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {shown.map((a) => (
          <ActuatorLiveChip key={a.aid} actuator={a} />
        ))}
      </Box>
    </Box>
  );
}
