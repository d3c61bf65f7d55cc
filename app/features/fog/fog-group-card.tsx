// One zone's fog group: on/off (saved at once), the live climate, the fog valves' state and the settings form.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Actuator } from '../../../protocol/live/actuator.ts';
import type { Fog } from '../../../protocol/live/climate.ts';
import { useT } from '../../components/use-t';
import { useConfAction } from '../../live/hooks/use-conf-action';
import { useLiveActuatorsStore } from '../../stores/live-actuators-store';
import { FogEditor } from './fog-editor';
import { FoggerList } from './fogger-list';
import { FogLive } from './fog-live';

export type FogGroupCardProps = { group: Fog; zoneName: string; foggers: readonly Actuator[] };

export function FogGroupCard({ group, zoneName, foggers }: FogGroupCardProps) {
  const t = useT();
  const toggle = useConfAction();
  const fogging = useLiveActuatorsStore((s) => group.aids.some((aid) => s.byAid[aid]?.state === 'on'));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={zoneName}
      data-testid="fog-group"
      data-gid={group.gid}
      data-zid={group.zid}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {zoneName}
        </Typography>
        <Chip
          size="small"
          color={fogging ? 'info' : 'default'}
          label={fogging ? t('fog:fogging') : t('fog:idle')}
          data-testid="fog-phase"
          data-fogging={fogging}
        />
        <FormControlLabel
          control={
            <Switch
              checked={group.enabled}
              disabled={toggle.pending}
              onChange={(e) => void toggle.send('fog', 'update', { ...group, enabled: e.target.checked })}
            />
          }
          label={t('fog:fogOn')}
        />
      </Box>
      <FogLive group={group} />
      <FoggerList foggers={foggers} />
      <Divider />
      <FogEditor group={group} />
    </Paper>
  );
}
