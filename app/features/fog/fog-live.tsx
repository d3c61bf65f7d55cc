// A fog group's zone climate now: humidity (and VPD from temperature and humidity in VPD mode) against its target.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Fog } from '../../../protocol/live/climate.ts';
import { useT } from '../../components/use-t';
import { formatWithUnit } from '../../lib/sensor-format';
import { vpdKPa } from '../../lib/vpd';
import { useZoneReading, type ZoneReading } from '../../live/hooks/use-zone-reading';

type ReadingProps = { label: string; text: string; testId: string; reading: ZoneReading };

/** One value; data-value and data-ts (the reading's controller time) say what is shown and from when. */
function Reading({ label, text, testId, reading }: ReadingProps) {
  return (
    <Box
      data-testid={testId}
      data-value={reading ? reading.v.toFixed(2) : ''}
      data-ts={reading?.ts ?? ''}
      sx={{ minWidth: 110 }}
    >
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
  const v = vpdKPa(temp?.v, hum?.v);
  const vpd = v === null || !hum || !temp ? undefined : { v, ts: Math.min(hum.ts, temp.ts) };
  const none = t('fog:noReading');
  const target = group.mode === 'vpd' ? `${group.target} kPa` : `${group.target}%`;
  return (
    <Box sx={{ display: 'flex', columnGap: 3, rowGap: 1, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <Reading
        label={t('fog:liveHumidity')}
        text={hum ? formatWithUnit('airHum', hum.v) : none}
        testId="fog-humidity"
        reading={hum}
      />
      {group.mode === 'vpd' && (
        <Reading
          label={t('fog:liveVpd')}
          text={vpd ? `${vpd.v.toFixed(2)} kPa` : none}
          testId="fog-vpd"
          reading={vpd}
        />
      )}
      <Reading
        label={t('fog:liveTemp')}
        text={temp ? formatWithUnit('airTemp', temp.v) : none}
        testId="fog-temp"
        reading={temp}
      />
      <Typography color="text.secondary" sx={{ pb: 0.5 }} data-testid="fog-target">
        {t(`fog:mode_${group.mode}`)} · {t('fog:targetNow', { target })}
      </Typography>
    </Box>
  );
}
