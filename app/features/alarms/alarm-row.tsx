// One alarm: severity, message, source and zone, raised / cleared times, duration, acknowledge.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFarmClock } from '../../live/hooks/use-farm-zone';
import { Link as RouterLink } from 'react-router-dom';
import type { AlarmRecord } from '../../../protocol/live/system.ts';
import { useT } from '../../components/use-t';
import { alarmDuration } from './alarm-filter';
import type { AlarmSource } from './alarm-source';

const severityColour = { critical: 'error', warning: 'warning', info: 'info' } as const;

export type AlarmRowProps = {
  alarm: AlarmRecord;
  source: AlarmSource;
  zoneName: string | null;
  now: number;
  busy: boolean;
  onAck(): void;
};

export function AlarmRow({ alarm, source, zoneName, now, busy, onAck }: AlarmRowProps) {
  const t = useT();
  const farmClock = useFarmClock();
  const time = (ts: number) => farmClock(ts, 'YYYY-MM-DD HH:mm');
  const duration = alarmDuration(alarm, now);
  const href =
    source.kind === 'sensor'
      ? `/device/SensorParticularMessage?sid=${source.sid}`
      : source.kind === 'actuator'
        ? `/device/editactuator?aid=${source.aid}`
        : source.kind === 'network'
          ? `/network/NetworkDevice?nid=${source.nid}`
          : source.kind === 'fertigation'
            ? `/ferticenter?fid=${source.fid}`
            : null;
  const name =
    source.kind === 'irrigation'
      ? t('alarms:irrigationAlarm', {
          kind: source.alarmKind ? t(`water:alarmKind_${source.alarmKind}`) : '',
        })
      : source.kind === 'unknown'
        ? t('alarms:unknownSource', { id: source.refId })
        : source.name;
  return (
    <Box
      component="li"
      data-testid="alarm-row"
      data-alid={alarm.alid}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        flexWrap: 'wrap',
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Chip
            size="small"
            color={severityColour[alarm.severity]}
            label={t(`alarms:severity_${alarm.severity}`)}
          />
          <Chip
            size="small"
            variant="outlined"
            color={alarm.state === 'open' ? 'error' : 'default'}
            label={t(`alarms:state_${alarm.state}`)}
          />
          {alarm.acked && (
            <Chip size="small" variant="outlined" label={t('alarms:acked')} data-testid="alarm-acked" />
          )}
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{alarm.message}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`alarms:source_${alarm.source}`)} ·{' '}
          {href ? (
            <Link component={RouterLink} to={href}>
              {name}
            </Link>
          ) : (
            name
          )}
          {zoneName && ` · ${zoneName}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('alarms:raisedAt', { time: time(alarm.ts) })}
          {alarm.clearedAt !== null && ` · ${t('alarms:clearedAt', { time: time(alarm.clearedAt) })}`}
          {' · '}
          {t(`alarms:duration_${duration.unit}`, { count: duration.value })}
        </Typography>
      </Box>
      {!alarm.acked && (
        <Box sx={{ alignSelf: 'center' }}>
          <Button variant="outlined" size="small" disabled={busy} onClick={onAck}>
            {t('alarms:ack')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
