// A strategy's live inputs: each data source combined as the controller does, or a custom rule's sensors.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Strategy } from '../../../protocol/live/climate.ts';
import { sensorUnits, type Sensor } from '../../../protocol/live/sensor.ts';
import type { DataSource } from '../../../protocol/live/system.ts';
import { useT } from '../../components/use-t';
import { useLiveReadingsStore } from '../../stores/live-readings-store';
import { good, inputValue, oneDecimal } from './strategy-inputs';

function SourceValue({ source }: { source: DataSource }) {
  const t = useT();
  const value = useLiveReadingsStore((s) => inputValue(source, s.bySid));
  return (
    <Typography component="li" variant="body2" data-testid="live-input" data-input={source.input}>
      {t('automation:sourceValue', {
        input: t(`automation:input_${source.input}`),
        mode: t(`automation:mode_${source.mode}`),
        value:
          value === null ? t('automation:noReading') : `${oneDecimal(value)} ${sensorUnits[source.input]}`,
      })}
    </Typography>
  );
}

function ConditionValue({ sensor, op, limit }: { sensor: Sensor; op: string; limit: number }) {
  const t = useT();
  const value = useLiveReadingsStore((s) => good(s.bySid[sensor.sid]));
  const unit = sensorUnits[sensor.type];
  return (
    <Typography component="li" variant="body2" data-testid="live-input" data-input={sensor.type}>
      {t('automation:conditionValue', {
        sensor: sensor.name,
        value: value === null ? t('automation:noReading') : `${oneDecimal(value)} ${unit}`,
        op,
        limit,
        unit,
      })}
    </Typography>
  );
}

export type StrategyLiveInputsProps = {
  strategy: Strategy;
  sources: readonly DataSource[];
  sensors: readonly Sensor[];
};

export function StrategyLiveInputs({ strategy, sources, sensors }: StrategyLiveInputsProps) {
  const t = useT();
  const conditions =
    strategy.kind === 'custom'
      ? strategy.params.when.flatMap((c) => {
          const sensor = sensors.find((s) => s.sid === c.sid);
          return sensor ? [{ ...c, sensor }] : [];
        })
      : [];
  if (sources.length === 0 && conditions.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('automation:noInputs')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {sources.map((source) => (
        <SourceValue key={source.dsid} source={source} />
      ))}
      {conditions.map((c, i) => (
        <ConditionValue key={i} sensor={c.sensor} op={c.op} limit={c.value} />
      ))}
    </Box>
  );
}
