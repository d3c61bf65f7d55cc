// One category of device faults (offline, sensor fault, jammed): its count and a link to each device.
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useT } from '../../components/use-t';
import type { DeviceFault, FaultCategory } from './device-faults';

export function FaultGroup({
  category,
  faults,
  zoneNames,
}: {
  category: FaultCategory;
  faults: readonly DeviceFault[];
  zoneNames: ReadonlyMap<number, string>;
}) {
  const t = useT();
  return (
    <Paper
      variant="outlined"
      component="section"
      data-testid={`faults-${category}`}
      aria-label={t(`alarms:category_${category}`)}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {t(`alarms:category_${category}`)}
        </Typography>
        <Chip
          size="small"
          color={faults.length > 0 ? 'error' : 'success'}
          label={faults.length}
          data-testid="fault-count"
        />
      </Box>
      {faults.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('alarms:categoryEmpty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {faults.map((fault) => (
            <ListItemButton key={fault.href} component={Link} to={fault.href} data-testid="fault-row">
              <ListItemText
                primary={fault.name}
                secondary={[
                  t(`alarms:reason_${fault.reason}`),
                  fault.zid === null ? null : zoneNames.get(fault.zid),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
