// The cells of one output row: actuator, command, applied/overruled, reason, live state and time.
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import { useFarmClock } from '../../live/hooks/use-farm-zone';
import { useT } from '../../components/use-t';
import { ActuatorLiveCell } from './actuator-live-cell';
import { commandText } from './command-text';
import type { OutputRow } from './output-rows';
import { overruledText } from './overruled-text';
import { decisionReason } from '../../components/decision-reason';

const statusColor = {
  applied: 'success',
  overruled: 'warning',
  strategyOff: 'default',
  noDecision: 'default',
} as const;

export function OutputCells({ row }: { row: OutputRow }) {
  const t = useT();
  const farmClock = useFarmClock();
  const { output, actuator, status } = row;
  const command = output ? commandText(output) : null;
  const statusText =
    status === 'overruled' ? overruledText(output?.overruledBy ?? null) : t(`automation:status_${status}`);
  return (
    <>
      <TableCell sx={{ fontWeight: 600 }} data-cell="actuator">
        {actuator?.name ?? t('automation:unknownActuator', { aid: row.aid })}
      </TableCell>
      <TableCell data-empty={!command}>
        {command ? t(`automation:${command.key}` as 'automation:cmd_on', command.values) : '—'}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={statusColor[status]}
          label={statusText}
          data-testid="output-status"
        />
      </TableCell>
      <TableCell data-cell="reason" data-empty={!output?.reason} data-testid="output-reason">
        {(output && decisionReason(output)) || '—'}
      </TableCell>
      <TableCell>{actuator ? <ActuatorLiveCell actuator={actuator} /> : '—'}</TableCell>
      <TableCell data-empty={!output?.at}>{output?.at ? farmClock(output.at, 'MM-DD HH:mm') : '—'}</TableCell>
    </>
  );
}
