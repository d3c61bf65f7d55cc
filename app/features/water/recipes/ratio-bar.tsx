// A recipe's A, B and acid shares as one small stacked bar with the numbers under it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';

export type Ratios = { ratioA: number; ratioB: number; ratioAcid: number };

const parts = [
  { key: 'ratioA', colour: 'primary.main' },
  { key: 'ratioB', colour: 'success.main' },
  { key: 'ratioAcid', colour: 'warning.main' },
] as const;

/** Each share as a percentage of their sum (0 when the sum is not positive), rounded to one decimal. */
export function sharesOf(r: Ratios): Ratios {
  const values = [r.ratioA, r.ratioB, r.ratioAcid].map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const sum = values.reduce((a, b) => a + b, 0);
  const pct = (v: number) => (sum > 0 ? Math.round((v / sum) * 1000) / 10 : 0);
  return { ratioA: pct(values[0] ?? 0), ratioB: pct(values[1] ?? 0), ratioAcid: pct(values[2] ?? 0) };
}

export function RatioBar({ ratios }: { ratios: Ratios }) {
  const t = useT();
  const shares = sharesOf(ratios);
  const label = t('water:ratioBar', { a: ratios.ratioA, b: ratios.ratioB, acid: ratios.ratioAcid });
  return (
    <Box data-testid="ratio-bar">
      <Box
        role="img"
        aria-label={label}
        sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {parts.map((p) => (
          <Box key={p.key} sx={{ width: `${shares[p.key]}%`, bgcolor: p.colour }} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" aria-hidden>
        {label}
      </Typography>
    </Box>
  );
}
