// The live connection status (seed section 4): 0 disconnected, 1 connected, 2 connecting.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLiveStatus } from '../../stores/connection-store';
import { useT } from '../use-t';

const colours = { 0: '#e57373', 1: '#a5d6a7', 2: '#ffd54f' } as const;

export function ConnectionStatus() {
  const t = useT();
  const status = useLiveStatus();
  const label = t(`live:status${status}`);
  const text = t('shell:connection', { status: label });
  // The hint on hover is the browser's own tooltip (the element takes no focus): MUI's Tooltip and
  // Popper weighed ~10 kB gzip on every screen.
  return (
    <Box
      role="status"
      aria-label={text}
      title={text}
      data-status={status}
      data-testid="connection-status"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 0.5 }}
    >
      <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colours[status], flexShrink: 0 }} />
      <Typography variant="caption" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {label}
      </Typography>
    </Box>
  );
}
