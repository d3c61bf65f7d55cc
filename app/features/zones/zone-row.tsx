// One zone in the zones list: name, area, crop and device counts, with reorder, edit, delete, details.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import type { DeviceCount } from './device-counts.ts';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon, EditIcon } from './icons';

type Props = {
  zone: Zone;
  /** Null while the device lists are not loaded. */
  devices: DeviceCount | null;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function ZoneRow({ zone, devices, first, last, onMove, onEdit, onDelete }: Props) {
  const t = useT();
  const name = zone.name;
  // At the ends of the list a move button is aria-disabled rather than disabled: a disabled button
  // drops the keyboard focus of the grower who just moved that zone there.
  const action = (label: string, icon: ReactNode, onClick: () => void, inert = false) => (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-disabled={inert || undefined}
        onClick={inert ? undefined : onClick}
        sx={inert ? { color: 'action.disabled' } : undefined}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="zone-row"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1.5, pl: 2 }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('zones:areaValue', { area: zone.area.toLocaleString() })}
          {' · '}
          {zone.crop || t('zones:noCrop')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="zone-devices">
          {devices ? t('zones:deviceCounts', devices) : t('zones:devicesUnknown')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', ml: 'auto' }}>
        {action(t('zones:moveUp', { name }), <ArrowUpIcon />, () => onMove(-1), first)}
        {action(t('zones:moveDown', { name }), <ArrowDownIcon />, () => onMove(1), last)}
        {action(t('zones:editLabel', { name }), <EditIcon />, onEdit)}
        {action(t('zones:deleteLabel', { name }), <DeleteIcon />, onDelete)}
        <Button
          component={RouterLink}
          to={`/managementArea/Details?f_zone_id=${zone.f_zone_id}`}
          aria-label={t('zones:detailsLabel', { name })}
          sx={{ ml: 0.5 }}
        >
          {t('zones:details')}
        </Button>
      </Box>
    </Paper>
  );
}
