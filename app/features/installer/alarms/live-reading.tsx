// A sensor's live value with its unit beside its rules; only this re-renders on readings.
import Typography from '@mui/material/Typography';
import { sensorUnits, type Sensor, type SensorType } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';

/** Big-range types read in whole numbers, EC and pH in hundredths, the rest in tenths. */
const decimalsOf = (type: SensorType) =>
  ['co2', 'light', 'par', 'radiation', 'windDir'].includes(type)
    ? 0
    : ['soilEC', 'ec', 'soilPH', 'ph'].includes(type)
      ? 2
      : 1;

export function LiveReading({ sensor }: { sensor: Pick<Sensor, 'sid' | 'type' | 'enabled'> }) {
  const t = useT();
  const reading = useLiveReading(sensor.sid);
  const v = sensor.enabled ? reading?.v : undefined;
  const shown =
    v === null || v === undefined || !Number.isFinite(v) ? null : v.toFixed(decimalsOf(sensor.type));
  return (
    <Typography
      component="span"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 500 }}
      color={shown === null ? 'text.secondary' : 'text.primary'}
      data-testid="live-reading"
      data-value={shown ?? ''}
    >
      {shown === null ? t('installer:noReading') : `${shown} ${sensorUnits[sensor.type]}`}
    </Typography>
  );
}
