// One actuator under manual control: its live state and a button handing it back to automation.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Actuator } from '../../../protocol/live/actuator.ts';
import { liveView } from '../../components/actuator-controls/logic';
import { ModeChip, StateChip } from '../../components/actuator-controls/state-chips';
import { useT } from '../../components/use-t';
import { useActuatorCommand } from '../../live/hooks/use-actuator-command';
import { useLiveActuator } from '../../stores/live-actuators-store';

export function HandBackRow({ actuator, onHandedBack }: { actuator: Actuator; onHandedBack: () => void }) {
  const t = useT();
  const view = liveView(actuator.kind, useLiveActuator(actuator.aid));
  const command = useActuatorCommand(actuator.aid);
  return (
    <Box
      component="li"
      role="group"
      aria-label={actuator.name}
      data-testid="manual-actuator"
      data-aid={actuator.aid}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 120 }}>
        {actuator.name}
        {view.pos !== undefined && ` · ${view.pos}%`}
      </Typography>
      <StateChip view={view} />
      <ModeChip view={view} />
      {view.mode === 'manual' && (
        <Button
          size="small"
          variant="contained"
          disabled={command.pending && !view.moving}
          onClick={() => {
            onHandedBack();
            void command.send('auto');
          }}
        >
          {t('automation:handBack')}
        </Button>
      )}
    </Box>
  );
}
