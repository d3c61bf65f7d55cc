// The wind card: a compass with the live direction (arrow from where the wind comes) and speed, over
// the 24 h wind rose (wedge length: share of time from that direction; colour: mean speed).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';
import { formatWithUnit } from '../../../lib/sensor-format';
import { QualityChip } from '../sensors/live-value';
import { compassPoint, type RoseSector } from './compass';

const C = 110;
const R = 84;
const at = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return [C + r * Math.sin(a), C - r * Math.cos(a)] as const;
};

/** Darker blue for stronger mean wind (0..12 m/s). */
const speedColour = (speed: number) => `hsl(205, 70%, ${Math.round(78 - Math.min(speed, 12) * 4)}%)`;

function wedge(index: number, length: number): string {
  const [x1, y1] = at(index * 22.5 - 11.25, length);
  const [x2, y2] = at(index * 22.5 + 11.25, length);
  return `M${C},${C} L${x1.toFixed(1)},${y1.toFixed(1)} A${length},${length} 0 0 1 ${x2.toFixed(1)},${y2.toFixed(1)} Z`;
}

export type WindCompassProps = { dir?: Sensor; speed?: Sensor; rose: readonly RoseSector[] };

export function WindCompass({ dir, speed, rose }: WindCompassProps) {
  const t = useT();
  const dirReading = useLiveReading(dir?.sid ?? 0);
  const speedReading = useLiveReading(speed?.sid ?? 0);
  const deg = dir?.enabled && dirReading?.v != null ? dirReading.v : null;
  const speedText = speed ? formatWithUnit('windSpeed', speed.enabled ? speedReading?.v : null) : '—';
  const maxShare = Math.max(...rose.map((s) => s.share), 0);
  const label =
    deg === null
      ? '—'
      : t('sensors:windFrom', { point: t(`sensors:point_${compassPoint(deg)}`), deg: Math.round(deg) });
  const [tailX, tailY] = at(deg ?? 0, R - 4);
  const [headX, headY] = at(deg ?? 0, 22);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        component="svg"
        viewBox="0 0 220 220"
        role="img"
        aria-label={`${label} · ${speedText}`}
        data-testid="wind-compass"
        data-deg={deg === null ? '' : Math.round(deg)}
        sx={{ width: '100%', maxWidth: 280, display: 'block', mx: 'auto' }}
      >
        <defs>
          <marker
            id="wind-head"
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 Z" fill="#d55e00" />
          </marker>
        </defs>
        <circle cx={C} cy={C} r={R} fill="#f7fafc" stroke="#90a4ae" />
        <circle cx={C} cy={C} r={R / 2} fill="none" stroke="#cfd8dc" strokeDasharray="3 3" />
        {maxShare > 0 &&
          rose.map((s, i) =>
            s.share > 0 ? (
              <path
                key={s.point}
                d={wedge(i, (R - 6) * (s.share / maxShare))}
                fill={speedColour(s.meanSpeed)}
                opacity={0.85}
              />
            ) : null,
          )}
        {Array.from({ length: 16 }, (_, i) => {
          const [x1, y1] = at(i * 22.5, R);
          const [x2, y2] = at(i * 22.5, i % 4 === 0 ? R - 10 : R - 5);
          return <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#78909c" />;
        })}
        {(['N', 'E', 'S', 'W'] as const).map((p, i) => {
          const [x, y] = at(i * 90, R + 14);
          return (
            <text key={p} x={x} y={y + 5} textAnchor="middle" fontSize="14" fill="#37474f">
              {t(`sensors:point_${p}`)}
            </text>
          );
        })}
        {deg !== null && (
          <line
            x1={tailX}
            y1={tailY}
            x2={headX}
            y2={headY}
            stroke="#d55e00"
            strokeWidth="4"
            markerEnd="url(#wind-head)"
          />
        )}
      </Box>
      <Typography variant="h6" data-testid="wind-direction">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', alignItems: 'center' }}>
        <Typography color="text.secondary" data-testid="wind-speed">
          {t('sensors:type_windSpeed')} {speedText}
        </Typography>
        {speed && <QualityChip sensor={speed} />}
      </Box>
    </Box>
  );
}
