// /device/SensorParticularMessage?sid=: one sensor's live value, 24 h trend, settings and alarm rules.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { AlarmRulesList } from './alarm-rules-list';
import { SensorScreen } from './sensor-screen';
import { SensorSummary } from './sensor-summary';
import { SensorTrendCard } from './sensor-trend-card';
import { noPoints, useSensorHistory } from './use-sensor-history';
import { useZoneNames } from '../../../live/use-zone-names';

export const editSensorPath = (sid: number) => `/device/EditSensor?sid=${sid}`;
export const alarmSetPath = (sid: number) => `/device/SensorAlarmSet?sid=${sid}`;

function SensorDetail({ sensor }: { sensor: Sensor }) {
  const t = useT();
  const { names } = useZoneNames();
  const rules = useLiveList('alarmRule');
  const history = useSensorHistory([sensor.sid]);
  const own = rules.items.filter((r) => r.sid === sensor.sid);
  const zoneName = sensor.zid === null ? t('sensors:noZone') : (names.get(sensor.zid) ?? `#${sensor.zid}`);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SensorSummary sensor={sensor} zoneName={zoneName} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={editSensorPath(sensor.sid)}>
            {t('sensors:edit')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={alarmSetPath(sensor.sid)}>
            {t('sensors:alarmSettings')}
          </Button>
        </Box>
      </Box>
      <SensorTrendCard
        sensor={sensor}
        title={t('sensors:chart24h')}
        history={{ ...history, points: history.series.get(sensor.sid) ?? noPoints }}
        onRetry={history.reload}
      />
      <Paper variant="outlined" sx={{ p: 2, gridColumn: { md: '1 / -1' } }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t('sensors:alarmRules')}
        </Typography>
        {rules.state === 'ready' ? (
          <AlarmRulesList rules={own} sensor={sensor} />
        ) : (
          <Typography color={rules.state === 'error' ? 'error' : 'text.secondary'}>
            {rules.state === 'error'
              ? rules.error
              : t(rules.state === 'offline' ? 'live:offlineState' : 'common:loading')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

export function SensorDetailPage() {
  const t = useT();
  return (
    <SensorScreen title={t('routes:sensorDetail')}>
      {(sensor) => <SensorDetail sensor={sensor} />}
    </SensorScreen>
  );
}
