// One kind of device in the zone (sensors, actuators or valves): its list and the assign button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../components/use-t';

type Props = { title: string; kindWord: string; count: number; onAssign: () => void; children: ReactNode };

export function DeviceSection({ title, kindWord, count, onAssign, children }: Props) {
  const t = useT();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title} ({count})
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={onAssign}
          aria-label={t('zones:assignLabel', { kind: kindWord })}
        >
          {t('zones:assign')}
        </Button>
      </Box>
      {count === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('zones:noDevices', { kind: kindWord })}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children}
        </Box>
      )}
    </Paper>
  );
}
