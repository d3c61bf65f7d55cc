// The head of an actuator control: its name, reported state and mode, what it is waiting for, and
// (full variant) what it is: kind, travel time, board and channel, since when it is in this state.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Actuator } from '../../../protocol/live/actuator.ts';
import { useT } from '../use-t';
import type { LiveView, Phase } from './logic';
import { ModeChip, StateChip } from './state-chips';
import { useFarmTime } from './time';

export type ControlHeaderProps = {
  actuator: Actuator;
  view: LiveView;
  phase: Phase;
  full: boolean;
  /** Narrow cell: where it is and how fast it travels only. */
  dense: boolean;
  titleId: string;
  actions?: ReactNode;
  /** Compact variant: the manual chip hands back to automation. */
  onRelease?: () => void;
};

export function ControlHeader(props: ControlHeaderProps) {
  const { actuator, view, phase, full, dense, titleId, actions, onRelease } = props;
  const t = useT();
  const formatTime = useFarmTime();
  const waiting =
    phase === 'sending'
      ? t('actuators:sending')
      : phase === 'moving' && view.target !== undefined
        ? t('actuators:movingTo', { target: view.target })
        : null;
  const meta: string[] = dense ? [] : [t(`actuators:kind_${actuator.kind}`)];
  if (actuator.travelTime !== undefined) meta.push(t('actuators:travelTime', { s: actuator.travelTime }));
  if (actuator.board !== undefined && actuator.channel !== undefined)
    meta.push(t('actuators:boardChannel', { board: actuator.board, channel: actuator.channel }));
  if (view.since !== undefined && !dense) meta.push(t('actuators:since', { time: formatTime(view.since) }));

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mr: 'auto' }}>
          {actuator.name}
        </Typography>
        {phase !== 'idle' && <CircularProgress size={16} aria-label={waiting ?? t('common:loading')} />}
        {!actuator.enabled && <Chip size="small" label={t('actuators:disabled')} />}
        <StateChip view={view} />
        <ModeChip view={view} onRelease={onRelease} />
        {actions}
      </Box>
      {full && (
        <Typography variant="caption" color="text.secondary" component="p">
          {meta.join(' · ')}
        </Typography>
      )}
      {waiting && (
        <Typography variant="body2" color="info.main" role="status" data-testid="actuator-waiting">
          {waiting}
        </Typography>
      )}
    </Box>
  );
}
