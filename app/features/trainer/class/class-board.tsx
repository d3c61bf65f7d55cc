// The class board: one row per trainee, live: online, open alarms, the last thing they did and when, and
// each exercise expectation met / pending / missed with the time it took.
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActiveClass } from '../../../../protocol/sim-class';
import { useTrainerT } from '../../../i18n/trainer';
import { farmDateTime, localize, runClock } from '../console-logic';
import { useClassT } from './class-t';

const stateColor = { pending: 'default', met: 'success', missed: 'error' } as const;

export function ClassBoard({ state, lang }: { state: ActiveClass; lang: string }) {
  const t = useClassT();
  const tt = useTrainerT();
  const expectations = state.exercise?.expectations ?? [];
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('board')}
        data-testid="class-board"
        sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('colTrainee')}</TableCell>
            <TableCell>{t('colOnline')}</TableCell>
            <TableCell align="right">{t('colAlarms')}</TableCell>
            <TableCell>{t('colLast')}</TableCell>
            {expectations.map((e) => (
              <TableCell key={e.id}>{localize(e.title, lang) || e.id}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {state.trainees.map((tr) => (
            <TableRow key={tr.index} data-testid="class-row">
              <TableCell>
                {t('trainee', { n: tr.index })}
                <Typography variant="caption" color="text.secondary" component="div">
                  {tr.mobile}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={tr.online ? 'success' : 'default'}
                  label={t(tr.online ? 'online' : 'offline')}
                />
              </TableCell>
              <TableCell align="right">{tr.openAlarms}</TableCell>
              <TableCell>
                {tr.last ? (
                  <>
                    {tr.last.text}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {farmDateTime(tr.last.at).slice(11)}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('nothingYet')}
                  </Typography>
                )}
              </TableCell>
              {expectations.map((e) => {
                const r = tr.exercise.find((x) => x.id === e.id);
                const s = r?.state ?? 'pending';
                return (
                  <TableCell key={e.id} data-state={s}>
                    <Chip size="small" color={stateColor[s]} label={tt(`exp_${s}`)} />
                    {r?.tookMs != null && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('took', { took: runClock(r.tookMs) })}
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
