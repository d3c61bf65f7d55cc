// The legacy view's table: state, program, each tank, mixing tank, EC/pH against target, flow, pressure.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFarmClock } from '../../live/hooks/use-farm-zone';
import type { FertCenter } from '../../../protocol/live/irrigation.ts';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { durationParts } from './fert-view';
import { legacyRows } from './legacy-rows';
import { useFertStatus } from './use-fert-status';
import { useIrrigationProgram } from '../../live/hooks/use-irrigation-program';

export function LegacyTable({ centre }: { centre: FertCenter }) {
  const t = useT();
  const farmClock = useFarmClock();
  const status = useFertStatus(centre.fid);
  const { status: program } = useIrrigationProgram();
  const plans = useLiveList('irrigationPlan');
  const valves = useLiveList('valve');
  const pid = program && program.state !== 'idle' ? program.pid : (status.data?.pid ?? null);
  const plan = plans.items.find((p) => p.pid === pid)?.name ?? (pid === null ? '' : `#${pid}`);
  const valve = valves.items.find((v) => v.vid === program?.vid)?.name ?? '';
  const programText =
    pid === null
      ? t('fertigation:programIdle')
      : program && program.state !== 'idle'
        ? `${plan} · ${valve} · ${t(...durationParts(program.remainingS))}`
        : plan;
  return (
    <ScreenState state={status.state} error={status.error} onRetry={status.reload}>
      {status.data && (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 720 }}>
            <Table size="small" aria-label={t('fertigation:legacyTable')} data-testid="legacy-table">
              <TableBody>
                {legacyRows(t, status.data, programText).map((row) => (
                  <TableRow key={row.id} data-testid={`legacy-${row.id}`}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', width: '35%' }}>
                      {row.label}
                    </TableCell>
                    <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('fertigation:updatedAt', { time: farmClock(status.data.ts, 'HH:mm:ss') })}
          </Typography>
        </>
      )}
    </ScreenState>
  );
}
