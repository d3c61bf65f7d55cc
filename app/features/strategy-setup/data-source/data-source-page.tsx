// /strategy/dataSource: which sensors feed each strategy input, how they combine, and what it sees now.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { byRank } from '../priorities/priority-order';
import { StrategySources } from './strategy-sources';

export function DataSourcePage() {
  const t = useT();
  const strategies = useLiveList('strategy');
  const sources = useLiveList('dataSource');
  const sensors = useLiveList('sensor');
  const worst = [strategies, sources, sensors].find((l) => l.state !== 'ready') ?? strategies;
  return (
    <Page title={t('routes:dataSource')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('strategySetup:dataSourceHelp')}
      </Typography>
      <ScreenState state={worst.state} error={worst.error} empty={strategies.empty} onRetry={worst.reload}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {byRank(strategies.items).map((s) => (
            <StrategySources key={s.stid} strategy={s} sources={sources.items} sensors={sensors.items} />
          ))}
        </Box>
      </ScreenState>
    </Page>
  );
}
