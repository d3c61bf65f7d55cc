// The head of a sensor's details: live value and quality, zone, type, calibration offset, range, state.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { settingWithUnit } from '../../../lib/sensor-format';
import { LiveValue } from './live-value';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1">{children}</Typography>
    </Box>
  );
}

export function SensorSummary({ sensor, zoneName }: { sensor: Sensor; zoneName: string }) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <LiveValue sensor={sensor} size="large" />
      {!sensor.enabled && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('sensors:disabledNote')}
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 2, mt: 2 }}
      >
        <Fact label={t('sensors:zone')}>{zoneName}</Fact>
        <Fact label={t('sensors:type')}>{t(`sensors:type_${sensor.type}`)}</Fact>
        <Fact label={t('sensors:offset')}>
          <span data-testid="sensor-offset">{settingWithUnit(sensor.type, sensor.offset, true)}</span>
        </Fact>
        <Fact label={t('sensors:range')}>
          {settingWithUnit(sensor.type, sensor.min)} – {settingWithUnit(sensor.type, sensor.max)}
        </Fact>
        <Fact label={t('sensors:enabled')}>
          {sensor.enabled ? t('sensors:ruleOn') : t('sensors:ruleOff')}
        </Fact>
      </Box>
    </Paper>
  );
}
