// The mean reported position of a group of vents or curtains as a thin bar; only this re-renders.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../components/use-t';
import { useLiveActuatorsStore } from '../../../stores/live-actuators-store';
import { meanPosition } from './zone-summary';

export function PositionMeter({
  label,
  aids,
  testId,
}: {
  label: string;
  aids: readonly number[];
  testId: string;
}) {
  const t = useT();
  const pos = useLiveActuatorsStore((s) => meanPosition(aids.map((aid) => s.byAid[aid]?.pos)));
  const moving = useLiveActuatorsStore((s) =>
    aids.some((aid) => ['opening', 'closing'].includes(s.byAid[aid]?.state ?? '')),
  );
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: '5.5em 1fr 3em', alignItems: 'center', gap: 1 }}
      data-testid={`position-${testId}`}
      data-pos={pos ?? ''}
    >
      <Typography variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      {/* A plain bar rather than MUI's LinearProgress: the home screen's JS budget has no room for it. */}
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pos ?? undefined}
        aria-busy={moving}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.200', overflow: 'hidden' }}
      >
        <Box
          sx={{
            height: '100%',
            width: `${pos ?? 0}%`,
            bgcolor: moving ? 'primary.light' : 'primary.main',
            transition: 'width 0.4s linear',
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {pos === null ? t('home:positionUnknown') : t('home:positionValue', { pos })}
      </Typography>
    </Box>
  );
}
