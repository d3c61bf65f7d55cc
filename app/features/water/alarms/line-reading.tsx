// The live reading an irrigation alarm watches (flow, EC, pH), beside its row; re-renders alone on readings.
import Chip from '@mui/material/Chip';
import type { IrrigateAlarm } from '../../../../protocol/live/climate.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { sensorUnits } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';

const decimals: Partial<Record<Sensor['type'], number>> = { flow: 1, ec: 2, ph: 2 };

function SensorReading({ sensor }: { sensor: Sensor }) {
  const t = useT();
  const reading = useLiveReading(sensor.sid);
  const v = reading?.v;
  const text =
    v === undefined || v === null
      ? t('water:noReading')
      : t('water:liveNow', { value: `${v.toFixed(decimals[sensor.type] ?? 1)} ${sensorUnits[sensor.type]}` });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={reading && reading.q === 0 ? 'info' : 'default'}
      label={text}
      title={sensor.name}
      data-testid="line-reading"
      data-sid={sensor.sid}
    />
  );
}

export function LineReading({ sensor, kind }: { sensor: Sensor | undefined; kind: IrrigateAlarm['kind'] }) {
  const t = useT();
  if (!sensor) {
    const label = t(kind === 'pressure' ? 'water:noPressureSensor' : 'water:noReading');
    return <Chip size="small" variant="outlined" label={label} data-testid="line-reading" />;
  }
  return <SensorReading sensor={sensor} />;
}
