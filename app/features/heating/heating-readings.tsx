// A heating loop's temperatures now: supply, return and pipe (heating/cmd status), valve %, and the zone's air live.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HeatingLoop, HeatingStatus } from '../../../protocol/live/climate.ts';
import { useT } from '../../components/use-t';
import { formatWithUnit } from '../../lib/sensor-format';
import { useZoneReading } from '../../live/hooks/use-zone-reading';

type ValueProps = { label: string; text: string; name: string; value?: number; ts?: number };

/** One value; data-value and data-ts (a live reading's controller time) say what is shown and from when. */
function Value({ label, text, name, value, ts }: ValueProps) {
  return (
    <Box data-testid={`heating-${name}`} data-value={value ?? ''} data-ts={ts ?? ''}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div">
        {text}
      </Typography>
    </Box>
  );
}

export function HeatingReadings({ loop, status }: { loop: HeatingLoop; status?: HeatingStatus }) {
  const t = useT();
  const air = useZoneReading(loop.zid, 'airTemp');
  const temp = (v: number | undefined) => formatWithUnit('supplyTemp', v);
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' } }}>
      <Value
        label={t('heating:airTemp')}
        text={formatWithUnit('airTemp', air?.v)}
        name="air"
        value={air?.v}
        ts={air?.ts}
      />
      <Value
        label={t('heating:supplyTemp')}
        text={temp(status?.supplyTemp)}
        name="supply"
        value={status?.supplyTemp}
      />
      <Value
        label={t('heating:returnTemp')}
        text={temp(status?.returnTemp)}
        name="return"
        value={status?.returnTemp}
      />
      <Value
        label={t('heating:pipeTemp')}
        text={temp(status?.pipeTemp)}
        name="pipe"
        value={status?.pipeTemp}
      />
      <Value
        label={t('heating:valve')}
        text={status ? `${status.valve}%` : t('heating:noReading')}
        name="valve"
        value={status?.valve}
      />
    </Box>
  );
}
