// A zone's climate as a small table: each quantity's live value beside its set point now.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from '../../../components/use-t';
import { shown } from '../shell/shown';
import { useZoneClimate } from './use-zone-climate';
import type { Environment } from './zone-setpoints';

export type ZoneClimateTableProps = { zid: number; env: Environment | undefined };

export function ZoneClimateTable({ zid, env }: ZoneClimateTableProps) {
  const t = useT();
  const live = useZoneClimate(zid);
  const p = env?.params;
  const rows = [
    {
      key: 'airTemp',
      label: t('strategies:env_airTemp'),
      now: `${shown(live.airTemp)} °C`,
      target: p ? t('strategies:env_heatDayNight', { day: p.heatDay, night: p.heatNight }) : '—',
    },
    {
      key: 'airHum',
      label: t('strategies:env_airHum'),
      now: `${shown(live.airHum, 0)} %RH`,
      target: p ? t('strategies:env_humAtMost', { value: p.humMax }) : '—',
    },
    { key: 'co2', label: 'CO₂', now: `${shown(live.co2, 0)} ppm`, target: p ? `${p.co2} ppm` : '—' },
    {
      key: 'day',
      label: t('strategies:env_dayWindow'),
      now: '',
      target: p ? `${p.dayStart}–${p.dayEnd}` : '—',
    },
  ];
  return (
    <Table
      size="small"
      aria-label={t('strategies:env_tableLabel')}
      sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 }, whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('strategies:env_quantity')}</TableCell>
          <TableCell align="right">{t('strategies:env_now')}</TableCell>
          <TableCell align="right">{t('strategies:env_setpoint')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key} data-testid={`zone-${r.key}`}>
            <TableCell component="th" scope="row">
              {r.label}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {r.now}
            </TableCell>
            <TableCell align="right">{r.target}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
