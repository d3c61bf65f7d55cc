// The saved and edited runs of one zone overlaid, a small chart per figure: air temperature, humidity,
// vent and screen positions, pipe temperature (saved dashed grey, edited solid green).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '../use-t';
import type { PreviewComparison } from './compare';
import type { PreviewSample } from '../../../model/preview/run-preview.ts';

type Row = Record<string, number | string | null>;
type Figure = 'airTemp' | 'airHum' | 'vents' | 'screens' | 'pipeTemp';

const meanAt = (sample: PreviewSample, aids: readonly number[]) =>
  aids.length === 0 ? null : aids.reduce((sum, aid) => sum + (sample.actuators[aid] ?? 0), 0) / aids.length;

/** One row per sample: local clock and each figure of both runs. */
export function rowsOf(
  result: PreviewComparison,
  zid: number,
  aids: { vents: number[]; screens: number[] },
): Row[] {
  return result.saved.samples.map((s, i) => {
    const e = result.edited.samples[i] ?? s;
    const local = new Date(s.ts + result.utcOffsetMin * 60_000);
    const row: Row = {
      at: `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`,
    };
    const put = (figure: Figure, of: (x: PreviewSample) => number | null) => {
      row[`saved_${figure}`] = of(s);
      row[`edited_${figure}`] = of(e);
    };
    put('airTemp', (x) => round(x.zones[zid]?.airTemp));
    put('airHum', (x) => round(x.zones[zid]?.airHum));
    put('pipeTemp', (x) => round(x.zones[zid]?.pipeTemp));
    put('vents', (x) => meanAt(x, aids.vents));
    put('screens', (x) => meanAt(x, aids.screens));
    return row;
  });
}

const round = (v: number | undefined) => (v === undefined ? null : Math.round(v * 10) / 10);

function CompareChart({ title, rows, figures }: { title: string; rows: Row[]; figures: Figure[] }) {
  const t = useT();
  const colours = { saved: '#8a8f87', edited: '#2e7d32' };
  return (
    <Box
      data-testid="preview-chart"
      // What the first figure's lines draw, [local time, saved, edited] per sample, for a check that
      // reads no pixels (the e2e specs compare it with the world).
      data-points={JSON.stringify(
        rows.map((r) => [r.at, r[`saved_${figures[0]!}`], r[`edited_${figures[0]!}`]]),
      )}
    >
      <Typography variant="subtitle2">{title}</Typography>
      <Box sx={{ height: 160 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#dfe6dc" />
            <XAxis dataKey="at" interval={35} tick={{ fontSize: 11 }} />
            <YAxis tick={{ fontSize: 11 }} domain={['auto', 'auto']} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {figures.flatMap((figure, i) =>
              (['saved', 'edited'] as const).map((side) => (
                <Line
                  key={`${side}_${figure}`}
                  dataKey={`${side}_${figure}`}
                  name={`${t(`preview:${side}`)}${figures.length > 1 ? ` ${t(`preview:${figure === 'vents' ? 'vents' : 'screens'}`)}` : ''}`}
                  stroke={colours[side]}
                  strokeDasharray={side === 'saved' ? '5 3' : i === 1 ? '2 2' : undefined}
                  strokeWidth={side === 'edited' ? 2 : 1.5}
                  dot={false}
                  isAnimationActive={false}
                  className={`preview-line-${side}`}
                />
              )),
            )}
          </LineChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

export function PreviewCharts({ rows, hasScreens }: { rows: Row[]; hasScreens: boolean }) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <CompareChart title={t('preview:airTemp')} rows={rows} figures={['airTemp']} />
      <CompareChart title={t('preview:airHum')} rows={rows} figures={['airHum']} />
      <CompareChart
        title={t('preview:positions')}
        rows={rows}
        figures={hasScreens ? ['vents', 'screens'] : ['vents']}
      />
      <CompareChart title={t('preview:pipeTemp')} rows={rows} figures={['pipeTemp']} />
    </Box>
  );
}
