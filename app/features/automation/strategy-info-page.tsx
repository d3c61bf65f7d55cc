// /strategy/StrInformation: every strategy's running state, live inputs and last decisions, by priority.
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { useZoneNames } from '../../live/use-zone-names';
import { listsState } from '../../live/lists-state';
import { decisionsOf } from './output-rows';
import { StrategyInfoCard } from './strategy-info-card';
import { zonesOfStrategy } from '../../../protocol/live/zone-coverage.ts';
import { byPriority } from './zone-coverage';

export function StrategyInfoPage() {
  const t = useT();
  const strategies = useLiveList('strategy');
  const policies = useLiveList('groupPolicy');
  const sources = useLiveList('dataSource');
  const sensors = useLiveList('sensor');
  const actuators = useLiveList('actuator');
  const outputs = useLiveList('output');
  const { names: zoneNames } = useZoneNames();
  const { state, error, retry } = listsState([strategies, policies, actuators]);
  const sorted = useMemo(() => [...strategies.items].sort(byPriority), [strategies.items]);
  const names = new Map(actuators.items.map((a) => [a.aid, a.name]));
  const actuatorName = (aid: number) => names.get(aid) ?? t('automation:unknownActuator', { aid });
  return (
    <Page title={t('routes:strInformation')}>
      <ScreenState state={state} error={error} empty={sorted.length === 0} onRetry={retry}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {sorted.map((strategy) => {
            const zids = zonesOfStrategy(strategy, policies.items);
            return (
              <StrategyInfoCard
                key={strategy.stid}
                strategy={strategy}
                zoneNames={zids.map((zid) => zoneNames.get(zid) ?? String(zid))}
                firstZid={zids[0] ?? null}
                sources={sources.items.filter((s) => s.stid === strategy.stid)}
                sensors={sensors.items}
                decisions={decisionsOf(strategy.stid, outputs.items, actuators.items)}
                actuatorName={actuatorName}
              />
            );
          })}
        </Box>
      </ScreenState>
    </Page>
  );
}
