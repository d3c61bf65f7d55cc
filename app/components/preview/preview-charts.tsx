// The saved and edited runs of one zone overlaid, a small chart per figure: air temperature, humidity,
// vent and screen positions (none for a zone with neither), pipe temperature, irrigation water given
// so far (saved dashed grey, edited solid green). Water adds up: per 10 minutes it is spikes a grower
// cannot compare, summed the two runs part where the edit gives or takes water.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '../use-t';
import type { PreviewComparison } from './compare';
import type { PreviewSample } from '../../../model/preview/run-preview.ts';

type Row = Record<string, number | string | null>;
type Figure = 'airTemp' | 'airHum' | 'vents' | 'screens' | 'pipeTemp' | 'water';

const meanAt = (sample: PreviewSample, aids: readonly number[]) =>
  aids.length === 0 ? null : aids.reduce((sum, aid) => sum + (sample.actuators[aid] ?? 0), 0) / aids.length;

/** One row per sample: local clock and each figure of both runs. */
export function rowsOf(
  result: PreviewComparison,
  zid: number,
  aids: { vents: number[]; screens: number[] },
): Row[] {
  const given = { saved: 0, edited: 0 };
  return result.saved.samples.map((s, i) => {
    const e = result.edited.samples[i] ?? s;
    given.saved += s.zones[zid]?.waterL ?? 0;
    given.edited += e.zones[zid]?.waterL ?? 0;
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
    row.saved_water = Math.round(given.saved);
    row.edited_water = Math.round(given.edited);
    return row;
  });
}

const round = (v: number | undefined) => (v === undefined ? null : Math.round(v * 10) / 10);

type ChartProps = {
  title: string;
  rows: Row[];
  figures: Figure[];
  /** Amounts per sample (water): steps, not slopes between samples. */
  steps?: boolean;
  name?: string;
  wide?: boolean;
};

function CompareChart({ title, rows, figures, steps, name, wide }: ChartProps) {
  const t = useT();
  const colours = { saved: '#8a8f87', edited: '#2e7d32' };
  return (
    <Box
      data-testid="preview-chart"
      data-figure={name}
      // What the first figure's lines draw, [local time, saved, edited] per sample, for a check that
      // reads no pixels (the e2e specs compare it with the world).
      data-points={JSON.stringify(
        rows.map((r) => [r.at, r[`saved_${figures[0]!}`], r[`edited_${figures[0]!}`]]),
      )}
      sx={wide ? { gridColumn: { md: '1 / -1' } } : undefined}
    >
      <Typography variant="subtitle2">{title}</Typography>
      <Box sx={{ height: 160 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 4, right: 20, bottom: 0, left: -16 }}>
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
                  type={steps ? 'stepAfter' : 'linear'}
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

/** Whether the zone has any of a position figure's actuators: a sample without them holds null. */
const drawsAny = (rows: Row[], figure: 'vents' | 'screens') =>
  rows.some((r) => r[`saved_${figure}`] !== null);

/**
 * How many of `total` charts to draw now: one more each frame, from one again when the rows change.
 * Five charts of two day-long lines laid out and committed at once are a 120-180 ms task on this
 * machine (recharts renders every point's SVG in one commit); one a frame keeps each task short.
 */
function useOneAFrame(total: number, rows: Row[]): number {
  const [drawn, setDrawn] = useState({ rows, count: 1 });
  const count = drawn.rows === rows ? drawn.count : 1;
  useEffect(() => {
    if (count >= total) return;
    const id = requestAnimationFrame(() => setDrawn({ rows, count: count + 1 }));
    return () => cancelAnimationFrame(id);
  }, [count, total, rows]);
  return count;
}

export function PreviewCharts({ rows }: { rows: Row[] }) {
  const t = useT();
  const positions = (['vents', 'screens'] as const).filter((figure) => drawsAny(rows, figure));
  const charts = [
    <CompareChart key="airTemp" title={t('preview:airTemp')} rows={rows} figures={['airTemp']} />,
    <CompareChart key="airHum" title={t('preview:airHum')} rows={rows} figures={['airHum']} />,
    ...(positions.length > 0
      ? [
          <CompareChart
            key="positions"
            title={t('preview:positions')}
            rows={rows}
            figures={positions}
            name="positions"
          />,
        ]
      : []),
    <CompareChart key="pipeTemp" title={t('preview:pipeTemp')} rows={rows} figures={['pipeTemp']} />,
    // Across the grid's width, or beside the pipe temperature when no positions chart is drawn.
    <CompareChart
      key="water"
      title={t('preview:water')}
      rows={rows}
      figures={['water']}
      steps
      name="water"
      wide={positions.length > 0}
    />,
  ];
  const drawn = useOneAFrame(charts.length, rows);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {charts.slice(0, drawn)}
    </Box>
  );
}
