/**
 * /device/B16Roller: the 16-channel roller board. Its channels in a grid (4 x 4 on a desktop, two
 * columns on a phone), each with the full position controls; a board picker when there are several.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActuatorControl } from '../../../components/actuator-controls';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { boardsOf, channelsOf, unplaced } from './b16-channels';
import { EditLink } from './edit-link';
import { useActuators } from './use-actuators';

const kinds = ['b16roller'] as const;

export function B16RollerPage() {
  const t = useT();
  const { list, all, reload } = useActuators(kinds);
  const boards = boardsOf(all);
  const [picked, setPicked] = useState<number | null>(null);
  const board = picked !== null && boards.includes(picked) ? picked : boards[0];
  const loose = unplaced(all);
  const picker = boards.length > 1 && (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={board}
      onChange={(_, value: unknown) => typeof value === 'number' && setPicked(value)}
      aria-label={t('actuators:board')}
    >
      {boards.map((b) => (
        <ToggleButton key={b} value={b}>
          {t('actuators:boardN', { n: b })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  return (
    <Page title={t('routes:b16Roller')} actions={picker}>
      <ScreenState state={list.state} error={list.error} empty={all.length === 0} onRetry={reload}>
        {board !== undefined && (
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {t('actuators:boardN', { n: board })}
          </Typography>
        )}
        <Box
          data-testid="b16-grid"
          sx={{
            display: 'grid',
            gap: { xs: 1, md: 1.5 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {board !== undefined &&
            channelsOf(all, board).map((a, i) =>
              a ? (
                <ActuatorControl
                  key={a.aid}
                  actuator={a}
                  variant="tile"
                  actions={<EditLink aid={a.aid} name={a.name} />}
                />
              ) : (
                <Paper
                  key={`empty-${i}`}
                  variant="outlined"
                  sx={{ p: 2, color: 'text.secondary', borderStyle: 'dashed' }}
                >
                  <Typography variant="subtitle2">{t('actuators:channel', { n: i + 1 })}</Typography>
                  <Typography variant="body2">{t('actuators:emptyChannel')}</Typography>
                </Paper>
              ),
            )}
        </Box>
        {loose.length > 0 && (
          <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
            {loose.map((a) => (
              <ActuatorControl key={a.aid} actuator={a} actions={<EditLink aid={a.aid} name={a.name} />} />
            ))}
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
