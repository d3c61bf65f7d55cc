// The figures a grower compares, saved against edited, with the difference.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PreviewSummary } from '../../../model/preview/summary.ts';
import { useT } from '../use-t';

const figures = [
  ['hoursOutside', 1],
  ['hoursTooCold', 1],
  ['hoursTooHot', 1],
  ['hoursTooHumid', 1],
  ['heatingKWh', 0],
  ['waterL', 0],
  ['alarms', 0],
  ['moves', 0],
] as const satisfies readonly (readonly [keyof PreviewSummary, number])[];

const fixed = (v: number, digits: number) => v.toFixed(digits);
const signed = (v: number, digits: number) => {
  const text = fixed(v, digits);
  return Number(text) > 0 ? `+${text}` : Number(text) === 0 ? fixed(0, digits) : text;
};

export function PreviewTable({ saved, edited }: { saved: PreviewSummary; edited: PreviewSummary }) {
  const t = useT();
  return (
    <Table
      size="small"
      data-testid="preview-table"
      // On a phone the figures' names wrap, never the columns' headings or the numbers.
      sx={{
        '& th, & td': { px: { xs: 1, sm: 2 } },
        '& th:not(:first-of-type), & td:not(:first-of-type)': { whiteSpace: 'nowrap' },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('preview:figure')}</TableCell>
          <TableCell align="right">{t('preview:saved')}</TableCell>
          <TableCell align="right">{t('preview:edited')}</TableCell>
          <TableCell align="right">{t('preview:difference')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {figures.map(([key, digits]) => (
          <TableRow key={key} data-testid={`preview-row-${key}`}>
            <TableCell>{t(`preview:${key}`)}</TableCell>
            <TableCell align="right">{fixed(saved[key], digits)}</TableCell>
            <TableCell align="right">{fixed(edited[key], digits)}</TableCell>
            <TableCell align="right" data-testid={`preview-diff-${key}`}>
              {signed(edited[key] - saved[key], digits)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
