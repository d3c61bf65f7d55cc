// One network device: name, address, zone, online state, signal; an edit button for rename and zone.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { NetworkDevice } from '../../../../protocol/live/system.ts';
import { useT } from '../../../components/use-t';
import { SignalBars } from './signal-bars';

export type DeviceCardProps = { device: NetworkDevice; zoneName: string; onEdit: () => void };

export function DeviceCard({ device, zoneName, onEdit }: DeviceCardProps) {
  const t = useT();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'grid', gap: 0.75, minWidth: 0 }}
      role="group"
      aria-label={device.name}
      data-testid="network-device"
      data-nid={device.nid}
      data-online={device.online}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 500, flex: 1, minWidth: 0 }} noWrap data-testid="device-name">
          {device.name}
        </Typography>
        <Chip
          size="small"
          color={device.online ? 'success' : 'default'}
          variant={device.online ? 'outlined' : 'filled'}
          label={device.online ? t('installer:online') : t('installer:offline')}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('installer:address')}{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.primary' }}>
          {device.address}
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="device-zone">
        {t('installer:zoneLine', { zone: zoneName })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <SignalBars dbm={device.signal} online={device.online} />
        <Button size="small" onClick={onEdit} aria-label={t('installer:editDeviceOf', { name: device.name })}>
          {t('installer:edit')}
        </Button>
      </Box>
    </Paper>
  );
}
