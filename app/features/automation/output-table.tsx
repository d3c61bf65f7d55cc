// The outputs table: a group row per strategy, then a row per actuator with command, status, reason
// and live state. Below 600 px the rows stack as cards, each cell labelled (data-label).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { useT } from '../../components/use-t';
import { OutputCells } from './output-cells';
import type { StrategyOutputs } from './output-rows';

const stacked = {
  '& thead': { display: { xs: 'none', sm: 'table-header-group' } },
  '& tbody tr': { display: { xs: 'block', sm: 'table-row' } },
  '& tbody tr[data-row="output"]': {
    borderBottom: { xs: 1, sm: 0 },
    borderColor: 'divider',
    py: { xs: 1, sm: 0 },
  },
  '& tbody th': { display: { xs: 'block', sm: 'table-cell' } },
  '& tbody td': {
    display: { xs: 'inline-block', sm: 'table-cell' },
    borderBottom: { xs: 0, sm: 1 },
    borderColor: 'divider',
    py: { xs: 0.25, sm: 1 },
    verticalAlign: 'middle',
  },
  // On a phone: the actuator and the reason on their own lines, empty cells left out.
  '& tbody td[data-cell="actuator"], & tbody td[data-cell="reason"]': {
    display: { xs: 'block', sm: 'table-cell' },
  },
  '& tbody td[data-empty="true"]': { display: { xs: 'none', sm: 'table-cell' } },
} as const;

export function OutputTable({ groups }: { groups: readonly StrategyOutputs[] }) {
  const t = useT();
  const heads = ['colActuator', 'colCommand', 'colStatus', 'colReason', 'colLive', 'colAt'] as const;
  return (
    <Table size="small" sx={stacked} aria-label={t('routes:outputInfo')}>
      <TableHead>
        <TableRow>
          {heads.map((h) => (
            <TableCell key={h}>{t(`automation:${h}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map(({ strategy, rows }) => (
          <Fragment key={strategy.stid}>
            <TableRow data-row="strategy" data-stid={strategy.stid} sx={{ bgcolor: 'action.hover' }}>
              <TableCell colSpan={heads.length} component="th" scope="colgroup" sx={{ fontWeight: 600 }}>
                {strategy.name} · {t(`common:strategyKind_${strategy.kind}`)} ·{' '}
                {t('automation:priority', { priority: strategy.priority })}
                {!strategy.enabled && ` · ${t('automation:strategyOff')}`}
              </TableCell>
            </TableRow>
            {rows.map((row) => (
              <TableRow
                key={row.aid}
                data-row="output"
                data-testid="output-row"
                data-stid={strategy.stid}
                data-aid={row.aid}
                data-status={row.status}
              >
                <OutputCells row={row} />
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
