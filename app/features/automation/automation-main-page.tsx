// /automaticSettings/automaticSettingsMain: a tile per automation with its on/off state and summary.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList, type LoadState } from '../../live/query';
import { loopTiles, strategyTiles, type Tile } from './automation-tiles';
import { systemTiles } from './system-tiles';
import { TileCard } from './tile-card';

const grid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
};

export function AutomationMainPage() {
  const t = useT();
  const strategies = useLiveList('strategy');
  const outputs = useLiveList('output');
  const plans = useLiveList('irrigationPlan');
  const recipes = useLiveList('fertRecipe');
  const fogs = useLiveList('fog');
  const heating = useLiveList('heating');
  const alarmRules = useLiveList('alarmRule');
  const irrigateAlarms = useLiveList('irrigateAlarm');
  const sources: Record<string, LoadState> = {
    irrigation: plans.state,
    fertigation: recipes.state,
    fog: fogs.state,
    heating: heating.state,
    sensorAlarms: alarmRules.state,
    irrigateAlarms: irrigateAlarms.state,
    decisions: outputs.state,
  };
  const system = systemTiles({
    plans: plans.items,
    recipes: recipes.items,
    fogs: fogs.items,
    heating: heating.items,
    alarmRules: alarmRules.items,
    irrigateAlarms: irrigateAlarms.items,
  });
  const section = (heading: string, tiles: Tile[]) => (
    <Box component="section" aria-label={heading} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box sx={grid}>
        {tiles.map((tile) => (
          <TileCard key={tile.id} tile={tile} state={sources[tile.id] ?? strategies.state} />
        ))}
      </Box>
    </Box>
  );
  return (
    <Page title={t('routes:automaticSettingsMain')}>
      <ScreenState state={strategies.state} error={strategies.error} onRetry={strategies.reload}>
        {section(t('automation:sectionStrategies'), strategyTiles(strategies.items, outputs.items))}
        {section(t('automation:sectionLoop'), loopTiles(strategies.items, outputs.items))}
        {section(t('automation:sectionSystems'), system)}
      </ScreenState>
    </Page>
  );
}
