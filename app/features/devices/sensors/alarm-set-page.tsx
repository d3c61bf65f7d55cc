// /device/SensorAlarmSet?sid=: the sensor's alarm rules (high/low, delay, hysteresis, on/off), editable.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { AlarmRuleEditor } from './alarm-rule-editor';
import { LiveValue } from './live-value';
import { SensorScreen } from './sensor-screen';
import { sensorDetailPath } from './sensor-row';

function AlarmRules({ sensor }: { sensor: Sensor }) {
  const t = useT();
  const rules = useLiveList('alarmRule');
  const own = rules.items.filter((r) => r.sid === sensor.sid);
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <LiveValue sensor={sensor} />
      <ScreenState state={rules.state} error={rules.error} onRetry={rules.reload}>
        {own.length === 0 && !adding && (
          <Typography color="text.secondary" data-testid="no-alarm-rules">
            {t('sensors:noAlarmRules')}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2 }}>
          {own.map((rule) => (
            <AlarmRuleEditor key={rule.rid} sensor={sensor} rule={rule} />
          ))}
          {adding ? (
            <AlarmRuleEditor sensor={sensor} onClose={() => setAdding(false)} />
          ) : (
            <Box>
              <Button variant="outlined" onClick={() => setAdding(true)}>
                {t('sensors:addRule')}
              </Button>
            </Box>
          )}
        </Box>
      </ScreenState>
    </Box>
  );
}

export function AlarmSetPage() {
  const t = useT();
  return (
    <SensorScreen title={t('routes:sensorAlarmSet')} back={sensorDetailPath}>
      {(sensor) => <AlarmRules sensor={sensor} />}
    </SensorScreen>
  );
}
