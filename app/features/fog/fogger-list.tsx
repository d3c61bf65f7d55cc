// The fog valves of a group with their live state (on during a pulse) and how many pulses ran since the page opened.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Actuator } from '../../../protocol/live/actuator.ts';
import { liveView } from '../../components/actuator-controls/logic';
import { ModeChip, StateChip } from '../../components/actuator-controls/state-chips';
import { useT } from '../../components/use-t';
import { useLiveActuator } from '../../stores/live-actuators-store';
import { usePulseCount } from './use-pulse-count';

function Fogger({ actuator }: { actuator: Actuator }) {
  const view = liveView(actuator.kind, useLiveActuator(actuator.aid));
  return (
    <Box
      component="li"
      data-testid="fogger"
      data-aid={actuator.aid}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" sx={{ minWidth: 96 }}>
        {actuator.name}
      </Typography>
      <StateChip view={view} />
      <ModeChip view={view} />
    </Box>
  );
}

export function FoggerList({ foggers }: { foggers: readonly Actuator[] }) {
  const t = useT();
  const pulses = usePulseCount(foggers.map((a) => a.aid));
  if (foggers.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('fog:noFoggers')}
      </Typography>
    );
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t('fog:foggers')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {foggers.map((a) => (
          <Fogger key={a.aid} actuator={a} />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="fog-pulses" data-count={pulses}>
        {t('fog:pulses', { count: pulses })}
      </Typography>
    </Box>
  );
}
