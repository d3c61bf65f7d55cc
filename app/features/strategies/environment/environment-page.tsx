// /automaticSettings/environmentControlSettings: per zone the day/night set points of the governing
// environment strategy beside the live climate, and the environment strategies; `?stid=` edits one.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { useT } from '../../../components/use-t';
import { StrategyList } from '../shell/strategy-list';
import { EnvironmentEditor, environmentPath } from './environment-editor';
import { ZoneSetpointsList } from './zone-setpoints-list';

export function EnvironmentControlSettings() {
  const t = useT();
  const [search] = useSearchParams();
  if (search.has('stid')) return <EnvironmentEditor />;
  return (
    <Page title={t('routes:environmentControlSettings')}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ZoneSetpointsList />
        <Box component="section" aria-labelledby="env-strategies-title" sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h6" component="h2" id="env-strategies-title">
            {t('strategies:env_strategies')}
          </Typography>
          <StrategyList
            kind="environment"
            editPath={environmentPath}
            headingLevel="h3"
            summary={(s) =>
              t('strategies:env_summary', {
                dayStart: s.params.dayStart,
                dayEnd: s.params.dayEnd,
                heatDay: s.params.heatDay,
                heatNight: s.params.heatNight,
                humMax: s.params.humMax,
                co2: s.params.co2,
              })
            }
          />
        </Box>
      </Box>
    </Page>
  );
}
