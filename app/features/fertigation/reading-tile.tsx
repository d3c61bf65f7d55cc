// One live reading as a tile: its name, value and unit, and how it stands against its target.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../components/use-t';
import type { TargetTone } from './fert-view';

const toneColor: Record<TargetTone, string> = {
  ok: 'success.main',
  low: 'warning.main',
  high: 'warning.main',
  none: 'text.secondary',
};

export type ReadingTileProps = {
  id: string;
  label: string;
  value: string;
  unit?: string;
  /** The target's text, e.g. "目标 2.6" (only for readings with one). */
  target?: string;
  tone?: TargetTone;
};

export function ReadingTile({ id, label, value, unit, target, tone }: ReadingTileProps) {
  const t = useT();
  return (
    <Box
      role="group"
      aria-label={label}
      data-testid={`reading-${id}`}
      data-value={value}
      data-tone={tone ?? ''}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0 }}
    >
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
        {value}
        {unit && (
          <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
            {unit}
          </Typography>
        )}
      </Typography>
      {target !== undefined && (
        <Typography variant="caption" component="div" color={toneColor[tone ?? 'none']}>
          {target}
          {tone && tone !== 'none' ? ` · ${t(`fertigation:targetTone_${tone}`)}` : ''}
        </Typography>
      )}
    </Box>
  );
}
