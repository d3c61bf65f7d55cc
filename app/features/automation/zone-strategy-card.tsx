// One strategy covering a zone: kind, priority, how it covers the zone, its switch and last decisions.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Output } from '../../../protocol/live/system.ts';
import { useT } from '../../components/use-t';
import { DecisionList } from './decision-list';
import { StrategySwitch } from './strategy-switch';
import { strategySummary } from './strategy-summary';
import type { ZoneStrategy } from './zone-coverage';

export type ZoneStrategyCardProps = {
  covering: ZoneStrategy;
  decisions: readonly Output[];
  actuatorName: (aid: number) => string;
};

export function ZoneStrategyCard({ covering, decisions, actuatorName }: ZoneStrategyCardProps) {
  const t = useT();
  const { strategy, own, policies } = covering;
  const summary = strategySummary(strategy);
  const via = [
    ...(own ? [t('automation:viaOwn')] : []),
    ...policies.map((name) => t('automation:viaPolicy', { name })),
  ];
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={strategy.name}
      sx={{ p: 2 }}
      data-testid="zone-strategy"
      data-stid={strategy.stid}
      data-enabled={strategy.enabled}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {strategy.name}
        </Typography>
        <Chip size="small" label={t(`common:strategyKind_${strategy.kind}`)} />
        <Chip
          size="small"
          variant="outlined"
          label={t('automation:priority', { priority: strategy.priority })}
        />
        <Box sx={{ flexGrow: 1 }} />
        <StrategySwitch strategy={strategy} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`automation:${summary.key}`, { ...summary.values, defaultValue: summary.key })} ·{' '}
        {via.join(t('automation:listSep'))}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 1, mb: 0.5 }}>
        {strategy.enabled ? t('automation:lastDecisions') : t('automation:offDecisions')}
      </Typography>
      <DecisionList outputs={decisions} actuatorName={actuatorName} off={!strategy.enabled} />
    </Paper>
  );
}
