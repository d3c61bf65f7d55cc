/**
 * The time range: 24 h, 7 d or 30 d ending now, or a custom from/to (checked: from before to, not in
 * the future, at most 92 days). Choosing a preset (again) asks for the latest data.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../components/use-t';
import { formatFarm, type FarmZone } from '../../../lib/farm-time';
import { useFarmZone } from '../../../live/hooks/use-farm-zone';
import {
  customWindow,
  MAX_RANGE_DAYS,
  presetWindow,
  rangeKeys,
  type RangeError,
  type RangeKey,
  type Window,
} from './ranges';
import { now } from '../../../lib/world-time';

export type RangePickerProps = { range: RangeKey; onPick(range: RangeKey, window: Window): void };

const farmText = (ts: number, zone: FarmZone) => formatFarm(ts, 'YYYY-MM-DDTHH:mm', zone);

export function RangePicker({ range, onPick }: RangePickerProps) {
  const t = useT();
  const zone = useFarmZone();
  const [custom, setCustom] = useState(range === 'custom');
  const [from, setFrom] = useState(() => farmText(now() - 2 * 86_400_000, zone));
  const [to, setTo] = useState(() => farmText(now(), zone));
  const [error, setError] = useState<RangeError | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = customWindow(from, to, now(), zone);
    setError(checked.ok ? null : checked.error);
    if (checked.ok) onPick('custom', checked.value);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={custom ? 'custom' : range}
        aria-label={t('home:range')}
        onChange={(_, next: unknown) => {
          if (next === 'custom') {
            // Filled on the farm clock as it is known now (the zone may have come after the first paint).
            if (!custom) {
              setFrom(farmText(now() - 2 * 86_400_000, zone));
              setTo(farmText(now(), zone));
            }
            setCustom(true);
          } else if (next === '24h' || next === '7d' || next === '30d') {
            setCustom(false);
            onPick(next, presetWindow(next, now()));
          }
        }}
      >
        {rangeKeys.map((key) => (
          <ToggleButton
            key={key}
            value={key}
            sx={{ px: 2 }}
            onClick={() => key === range && key !== 'custom' && onPick(key, presetWindow(key, now()))}
          >
            {t(`home:range_${key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {custom && (
        <Box
          component="form"
          noValidate
          onSubmit={apply}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            type="datetime-local"
            label={t('home:from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 200px' }}
          />
          <TextField
            type="datetime-local"
            label={t('home:to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={error !== null}
            helperText={error ? t(`home:${error}`, { days: MAX_RANGE_DAYS }) : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 200px' }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
            {t('home:query')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
