// The cells of one output row: actuator, command, applied/overruled, reason, live state and time.
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import dayjs from 'dayjs';
import { useT } from '../../components/use-t';
import { ActuatorLiveCell } from './actuator-live-cell';
import { commandText } from './command-text';
import type { OutputRow } from './output-rows';

const statusColor = {
  applied: 'success',
  overruled: 'warning',
  strategyOff: 'default',
  noDecision: 'default',
} as const;

export function OutputCells({ row }: { row: OutputRow }) {
  const t = useT();
  const { output, actuator, status } = row;
  const command = output ? commandText(output) : null;
  const label = (key: 'colCommand' | 'colStatus' | 'colReason' | 'colLive' | 'colAt') =>
    t(`automation:${key}`);
  const statusText =
    status === 'overruled' && output?.overruledBy
      ? t('automation:overruledBy', { by: output.overruledBy })
      : t(`automation:status_${status}`);
  return (
    <>
      <TableCell sx={{ fontWeight: 600 }}>
        {actuator?.name ?? t('automation:unknownActuator', { aid: row.aid })}
      </TableCell>
      <TableCell data-label={label('colCommand')}>
        {command ? t(`automation:${command.key}` as 'automation:cmd_on', command.values) : '—'}
      </TableCell>
      <TableCell data-label={label('colStatus')}>
        <Chip
          size="small"
          variant="outlined"
          color={statusColor[status]}
          label={statusText}
          data-testid="output-status"
        />
      </TableCell>
      <TableCell data-label={label('colReason')} data-testid="output-reason">
        {output?.reason || '—'}
      </TableCell>
      <TableCell data-label={label('colLive')}>
        {actuator ? <ActuatorLiveCell actuator={actuator} /> : '—'}
      </TableCell>
      <TableCell data-label={label('colAt')}>
        {output?.at ? dayjs(output.at).format('MM-DD HH:mm') : '—'}
      </TableCell>
    </>
  );
}
