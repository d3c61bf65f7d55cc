/**
 * /automaticSettings/AutomaticEnvironmentControlMain: per zone, the strategies covering it (own zones
 * or group policies) with a switch each and their live decisions from the controller's outputs, and
 * the zone's actuators under manual control with a button handing them back to automation.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSeedActuatorStates } from '../../components/actuator-controls/seed-states';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { listsState } from '../../live/lists-state';
import { ManualActuators } from './manual-actuators';
import { decisionsOf } from './output-rows';
import { strategiesInZone } from './zone-coverage';
import { ZoneStrategyCard } from './zone-strategy-card';
import { ZoneTabs } from './zone-tabs';

export function ZoneControlPage() {
  const t = useT();
  const zones = useLiveList('zone');
  const strategies = useLiveList('strategy');
  const policies = useLiveList('groupPolicy');
  const actuators = useLiveList('actuator');
  const outputs = useLiveList('output');
  const { state, error, retry } = listsState([zones, strategies, policies, actuators]);
  const [params, setParams] = useSearchParams();
  const sorted = useMemo(
    () => [...zones.items].sort((a, b) => a.order - b.order || a.f_zone_id - b.f_zone_id),
    [zones.items],
  );
  const asked = Number(params.get('zid'));
  const zone = sorted.find((z) => z.f_zone_id === asked) ?? sorted[0];
  const zid = zone?.f_zone_id ?? null;
  useSeedActuatorStates(zid === null ? [] : [zid]);
  const zoneActuators = actuators.items.filter((a) => a.zid === zid);
  const names = new Map(actuators.items.map((a) => [a.aid, a.name]));
  const actuatorName = (aid: number) => names.get(aid) ?? t('automation:unknownActuator', { aid });
  const covering = zid === null ? [] : strategiesInZone(zid, strategies.items, policies.items);
  const select = (next: number) => setParams({ zid: String(next) }, { replace: true });

  return (
    <Page title={t('routes:automaticEnvironmentControlMain')}>
      <ScreenState state={state} error={error} empty={sorted.length === 0} onRetry={retry}>
        {zid !== null && <ZoneTabs zones={sorted} zid={zid} onChange={select} />}
        {zid !== null && (
          <Button
            component={RouterLink}
            to={`/automaticSettings/ModelCalibration?zid=${zid}`}
            size="small"
            sx={{ mb: 1 }}
          >
            {t('automation:toCalibration')}
          </Button>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-labelledby="zone-strategies" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="zone-strategies" variant="h6" component="h2">
              {t('automation:zoneStrategies', { zone: zone?.name ?? '' })}
            </Typography>
            {outputs.state === 'error' && (
              <Typography color="error" variant="body2">
                {t('automation:outputsError', { reason: outputs.error ?? '' })}
              </Typography>
            )}
            {covering.length === 0 ? (
              <Typography color="text.secondary" data-testid="no-zone-strategies">
                {t('automation:noZoneStrategies')}
              </Typography>
            ) : (
              covering.map((c) => (
                <ZoneStrategyCard
                  key={c.strategy.stid}
                  covering={c}
                  decisions={
                    zid === null ? [] : decisionsOf(c.strategy.stid, outputs.items, actuators.items, zid)
                  }
                  actuatorName={actuatorName}
                />
              ))
            )}
          </Box>
          <Box sx={{ order: { xs: -1, md: 0 } }}>
            <ManualActuators actuators={zoneActuators} />
          </Box>
        </Box>
      </ScreenState>
    </Page>
  );
}
