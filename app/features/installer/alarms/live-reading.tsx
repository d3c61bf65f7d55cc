// A sensor's live value with its unit beside its rules; only this re-renders on readings.
import Typography from '@mui/material/Typography';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { formatValue, unitOf } from '../../../lib/sensor-format';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';

export function LiveReading({ sensor }: { sensor: Pick<Sensor, 'sid' | 'type' | 'enabled'> }) {
  const t = useT();
  const reading = useLiveReading(sensor.sid);
  const v = sensor.enabled ? reading?.v : undefined;
  const text = formatValue(sensor.type, v);
  const shown = text === '—' ? null : text;
  return (
    <Typography
      component="span"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 500 }}
      color={shown === null ? 'text.secondary' : 'text.primary'}
      data-testid="live-reading"
      data-value={shown ?? ''}
    >
      {shown === null ? t('installer:noReading') : `${shown} ${unitOf(sensor.type)}`}
    </Typography>
  );
}
