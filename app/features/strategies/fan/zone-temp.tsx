// A zone's air temperature as the fan strategy reads it (its data source, else the zone's mean).
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';
import { useStrategyInput } from '../curtain/strategy-input';

export function ZoneTemp({ stid, zid, zone }: { stid: number; zid: number; zone: string }) {
  const t = useT();
  const temp = useStrategyInput(stid, zid, 'airTemp');
  return (
    <Typography variant="body2" data-testid="fan-zone-temp" data-zid={zid} data-value={temp ?? ''}>
      {t('strategies:fan_zoneTemp', { zone, value: temp === undefined ? '—' : `${temp.toFixed(1)} °C` })}
    </Typography>
  );
}
