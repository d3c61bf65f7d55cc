// One sensor in the list (an <li>): name, zone and type, the live value and its quality; opens the details.
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { LiveValue } from './live-value';

export const sensorDetailPath = (sid: number) => `/device/SensorParticularMessage?sid=${sid}`;

export function SensorRow({ sensor }: { sensor: Sensor }) {
  const t = useT();
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={sensorDetailPath(sensor.sid)}
        data-testid="sensor-row"
        data-sid={sensor.sid}
        sx={{ gap: 2, py: 1.25, alignItems: 'center' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 500 }} data-testid="sensor-name">
            {sensor.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t(`sensors:type_${sensor.type}`)}
          </Typography>
        </Box>
        <LiveValue sensor={sensor} stacked />
      </ListItemButton>
    </ListItem>
  );
}
