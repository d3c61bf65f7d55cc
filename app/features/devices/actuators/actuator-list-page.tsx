/**
 * /device/actuator: every actuator of the base with its live state and quick controls, grouped by
 * kind, filtered by zone; each kind links to its detail screen, each actuator to its edit screen.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { actuatorKinds, type ActuatorKind } from '../../../../protocol/live/actuator.ts';
import { ActuatorControl } from '../../../components/actuator-controls';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { EditLink } from './edit-link';
import { useActuators } from './use-actuators';
import { ZoneSelect } from './zone-select';

/** The detail screen of each kind that has one. */
const detailRoute: Partial<Record<ActuatorKind, string>> = {
  roller: '/device/Roller',
  b16roller: '/device/B16Roller',
  curtain: '/device/Curtain',
  screen: '/device/Screen',
  switch: '/device/ComCtrl',
  light: '/device/ComCtrl',
  valve: '/device/ComCtrl',
};

export function ActuatorListPage() {
  const t = useT();
  const { screen, zones, zonesReady, shown, filter, setFilter, hasUnzoned, reload } = useActuators();
  const groups = actuatorKinds
    .map((kind) => ({ kind, items: shown.filter((a) => a.kind === kind) }))
    .filter((g) => g.items.length > 0);
  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
      <ZoneSelect
        value={filter}
        zones={zones}
        ready={zonesReady}
        withNone={hasUnzoned}
        onChange={setFilter}
      />
      <Button component={RouterLink} to="/device/editactuator" variant="contained">
        {t('actuators:addActuator')}
      </Button>
    </Box>
  );
  return (
    <Page title={t('routes:deviceActuator')} actions={actions}>
      <ScreenState state={screen.state} error={screen.error} empty={shown.length === 0} onRetry={reload}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {groups.map(({ kind, items }) => (
            <Box component="section" key={kind} aria-labelledby={`kind-${kind}`} data-testid={`kind-${kind}`}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
                <Typography id={`kind-${kind}`} variant="h6" component="h2">
                  {t(`actuators:kind_${kind}`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mr: 'auto' }}>
                  {items.length}
                </Typography>
                {detailRoute[kind] && (
                  <Button component={RouterLink} to={detailRoute[kind]} size="small">
                    {t('actuators:details')} →
                  </Button>
                )}
              </Box>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                {items.map((a) => (
                  <ActuatorControl
                    key={a.aid}
                    actuator={a}
                    variant="compact"
                    actions={<EditLink aid={a.aid} name={a.name} />}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </ScreenState>
    </Page>
  );
}
