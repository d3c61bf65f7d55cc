// /automaticSettings/StrategySetting: strategy priorities, the protection rules and actuator interlocks.
import Box from '@mui/material/Box';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { InterlockCard } from '../interlocks/interlock-card';
import { PriorityList } from './priority-list';
import { ProtectionRules } from './protection-rules';
import { usePriorityDrafts } from './use-priority-drafts';

export function StrategySettingPage() {
  const t = useT();
  const strategies = useLiveList('strategy');
  const groups = useLiveList('groupPolicy');
  const edit = usePriorityDrafts(strategies.items);
  return (
    <Page title={t('routes:strategySetting')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <ScreenState
          state={strategies.state}
          error={strategies.error}
          empty={strategies.empty}
          onRetry={strategies.reload}
        >
          <PriorityList strategies={strategies.items} groups={groups.items} edit={edit} />
        </ScreenState>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {strategies.state === 'ready' && !strategies.empty && (
            <ProtectionRules strategies={strategies.items} edit={edit} />
          )}
          <InterlockCard />
        </Box>
      </Box>
    </Page>
  );
}
