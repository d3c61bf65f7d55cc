// The selected base's devices by type, counted from its configuration (sensors, actuators, network).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { countBy } from './server-facts';

function Group({ title, chips }: { title: string; chips: Array<[string, number]> }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {chips.map(([label, n]) => (
          <Chip key={label} size="small" variant="outlined" label={`${label} × ${n}`} />
        ))}
      </Box>
    </Box>
  );
}

export function DeviceTypes() {
  const t = useT();
  const sensors = useLiveList('sensor');
  const actuators = useLiveList('actuator');
  const network = useLiveList('network');
  let body: ReactNode;
  if (sensors.state !== 'ready' || actuators.state !== 'ready' || network.state !== 'ready') {
    const failed = [sensors, actuators, network].find((l) => l.state === 'error');
    body = (
      <Typography color={failed ? 'error' : 'text.secondary'}>
        {failed ? failed.error : t('common:loading')}
      </Typography>
    );
  } else {
    body = (
      <>
        <Group
          title={t('sensors:devicesSensors', { count: sensors.items.length })}
          chips={countBy(sensors.items, (s) => s.type).map(([k, n]) => [t(`sensors:type_${k}`), n])}
        />
        <Group
          title={t('sensors:devicesActuators', { count: actuators.items.length })}
          chips={countBy(actuators.items, (a) => a.kind).map(([k, n]) => [t(`actuators:kind_${k}`), n])}
        />
        <Group
          title={t('sensors:devicesNetwork', { count: network.items.length })}
          chips={countBy(network.items, (d) => d.kind).map(([k, n]) => [t(`sensors:network_${k}`), n])}
        />
      </>
    );
  }
  return (
    <Box data-testid="device-types">
      <Typography variant="subtitle2" component="h3">
        {t('sensors:deviceTypes')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('sensors:deviceTypesNote')}
      </Typography>
      {body}
    </Box>
  );
}
