// A strategy's latest decisions: actuator, command, why, applied or overruled by whom, and when.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFarmClock } from '../../live/hooks/use-farm-zone';
import type { Output } from '../../../protocol/live/system.ts';
import { useT } from '../../components/use-t';
import { commandText } from './command-text';
import { overruledText } from './overruled-text';
import { decisionReason } from '../../components/decision-reason';

export type DecisionListProps = {
  outputs: readonly Output[];
  actuatorName(aid: number): string;
  /** The strategy is switched off: its last decisions are shown as no longer in force. */
  off?: boolean;
};

export function DecisionList({ outputs, actuatorName, off = false }: DecisionListProps) {
  const t = useT();
  const farmClock = useFarmClock();
  if (outputs.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-decisions">
        {t('automation:noDecisions')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {outputs.map((o) => {
        const command = commandText(o);
        const status = off ? 'strategyOff' : o.applied ? 'applied' : 'overruled';
        return (
          <Box
            component="li"
            key={o.oid}
            data-testid="decision"
            data-status={status}
            sx={{ opacity: off ? 0.6 : 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {actuatorName(o.aid)}
              </Typography>
              <Typography variant="body2">
                {t(`automation:${command.key}` as 'automation:cmd_on', command.values)}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={status === 'applied' ? 'success' : status === 'overruled' ? 'warning' : 'default'}
                label={
                  status === 'overruled' ? overruledText(o.overruledBy) : t(`automation:status_${status}`)
                }
              />
              {o.at !== null && (
                <Typography variant="caption" color="text.secondary">
                  {farmClock(o.at, 'MM-DD HH:mm')}
                </Typography>
              )}
            </Box>
            {o.reason && (
              <Typography variant="body2" color="text.secondary" data-testid="decision-reason">
                {decisionReason(o)}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
