// /strategy/OutputInfo: what each strategy drives, its current command, applied or overruled, live state.
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSeedActuatorStates } from '../../components/actuator-controls/seed-states';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { listsState } from '../../live/lists-state';
import { OutputFilters } from './output-filters';
import { groupOutputs, type OutputFilter } from './output-rows';
import { OutputTable } from './output-table';
import { byPriority } from './zone-coverage';

const idParam = (value: string | null): number | 'all' =>
  value && /^\d+$/.test(value) ? Number(value) : 'all';

export function OutputInfoPage() {
  const t = useT();
  const zones = useLiveList('zone');
  const strategies = useLiveList('strategy');
  const actuators = useLiveList('actuator');
  const outputs = useLiveList('output');
  const { state, error, retry } = listsState([zones, strategies, actuators, outputs]);
  const [params, setParams] = useSearchParams();
  const filter: OutputFilter = { zid: idParam(params.get('zid')), stid: idParam(params.get('stid')) };
  const sortedZones = useMemo(() => [...zones.items].sort((a, b) => a.order - b.order), [zones.items]);
  useSeedActuatorStates(sortedZones.map((z) => z.f_zone_id));
  const groups = groupOutputs(strategies.items, outputs.items, actuators.items, filter);
  const setFilter = (next: OutputFilter) => {
    const copy = new URLSearchParams();
    if (next.zid !== 'all') copy.set('zid', String(next.zid));
    if (next.stid !== 'all') copy.set('stid', String(next.stid));
    setParams(copy, { replace: true });
  };
  return (
    <Page title={t('routes:outputInfo')}>
      <ScreenState state={state} error={error} onRetry={retry}>
        <OutputFilters
          filter={filter}
          zones={sortedZones}
          strategies={[...strategies.items].sort(byPriority)}
          onChange={setFilter}
        />
        {outputs.items.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="no-outputs">
            {t('automation:noOutputsYet')}
          </Typography>
        )}
        {groups.length === 0 ? (
          <Typography color="text.secondary" data-testid="no-output-match">
            {t('automation:noOutputMatch')}
          </Typography>
        ) : (
          <OutputTable groups={groups} />
        )}
      </ScreenState>
    </Page>
  );
}
