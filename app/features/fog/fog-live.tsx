// A fog group's zone climate now: humidity (and VPD from temperature and humidity in VPD mode) against its target.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Fog } from '../../../protocol/live/climate.ts';
import { useT } from '../../components/use-t';
import { formatWithUnit } from '../../lib/sensor-format';
import { vpdKPa } from '../../lib/vpd';
import { useZoneReading } from './use-zone-reading';

function Reading({
  label,
  text,
  testId,
  value,
}: {
  label: string;
  text: string;
  testId: string;
  value?: number;
}) {
  return (
    <Box data-testid={testId} data-value={value === undefined ? '' : value.toFixed(2)} sx={{ minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div">
        {text}
      </Typography>
    </Box>
  );
}

export function FogLive({ group }: { group: Fog }) {
  const t = useT();
  const hum = useZoneReading(group.zid, 'airHum');
  const temp = useZoneReading(group.zid, 'airTemp');
  const vpd = vpdKPa(temp, hum) ?? undefined;
  const none = t('fog:noReading');
  const target = group.mode === 'vpd' ? `${group.target} kPa` : `${group.target}%`;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <Reading
        label={t('fog:liveHumidity')}
        text={hum === undefined ? none : formatWithUnit('airHum', hum)}
        testId="fog-humidity"
        value={hum}
      />
      {group.mode === 'vpd' && (
        <Reading
          label={t('fog:liveVpd')}
          text={vpd === undefined ? none : `${vpd.toFixed(2)} kPa`}
          testId="fog-vpd"
          value={vpd}
        />
      )}
      <Reading
        label={t('fog:liveTemp')}
        text={temp === undefined ? none : formatWithUnit('airTemp', temp)}
        testId="fog-temp"
        value={temp}
      />
      <Typography color="text.secondary" sx={{ pb: 0.5 }} data-testid="fog-target">
        {t(`fog:mode_${group.mode}`)} · {t('fog:targetNow', { target })}
      </Typography>
    </Box>
  );
}
