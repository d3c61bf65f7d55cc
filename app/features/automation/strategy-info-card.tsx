// One strategy's running state: on/off, priority, kind, zones, live inputs and its last decisions.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Strategy } from '../../../protocol/live/climate.ts';
import type { Sensor } from '../../../protocol/live/sensor.ts';
import type { DataSource, Output } from '../../../protocol/live/system.ts';
import { useT } from '../../components/use-t';
import { DecisionList } from './decision-list';
import { StrategyLiveInputs } from './strategy-live-inputs';
import { strategySummary } from './strategy-summary';

export type StrategyInfoCardProps = {
  strategy: Strategy;
  zoneNames: string[];
  firstZid: number | null;
  sources: readonly DataSource[];
  sensors: readonly Sensor[];
  decisions: readonly Output[];
  actuatorName: (aid: number) => string;
};

const subheading = { fontWeight: 600, mt: 1.5, mb: 0.5 } as const;

export function StrategyInfoCard(props: StrategyInfoCardProps) {
  const { strategy, zoneNames, firstZid, sources, sensors, decisions, actuatorName } = props;
  const t = useT();
  const summary = strategySummary(strategy);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={strategy.name}
      sx={{ p: 2 }}
      data-testid="strategy-info"
      data-stid={strategy.stid}
      data-enabled={strategy.enabled}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {strategy.name}
        </Typography>
        <Chip
          size="small"
          color={strategy.enabled ? 'success' : 'default'}
          label={t(strategy.enabled ? 'automation:running' : 'automation:strategyOff')}
        />
        <Chip size="small" variant="outlined" label={t(`common:strategyKind_${strategy.kind}`)} />
        <Chip
          size="small"
          variant="outlined"
          label={t('automation:priority', { priority: strategy.priority })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(`automation:${summary.key}`, { ...summary.values, defaultValue: summary.key })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('automation:zones', {
          zones: zoneNames.length > 0 ? zoneNames.join(t('automation:listSep')) : t('automation:noZones'),
        })}
      </Typography>
      <Typography variant="body2" sx={subheading}>
        {t('automation:liveInputs')}
      </Typography>
      <StrategyLiveInputs strategy={strategy} sources={sources} sensors={sensors} />
      <Typography variant="body2" sx={subheading}>
        {strategy.enabled ? t('automation:lastDecisions') : t('automation:offDecisions')}
      </Typography>
      <DecisionList outputs={decisions} actuatorName={actuatorName} off={!strategy.enabled} />
      {firstZid !== null && (
        <Button
          component={RouterLink}
          to={`/automaticSettings/AutomaticEnvironmentControlMain?zid=${firstZid}`}
          size="small"
          sx={{ mt: 1 }}
        >
          {t('automation:toZoneControl')}
        </Button>
      )}
    </Paper>
  );
}
