/**
 * The detail screens of one family of actuators (/device/Roller, Screen, Curtain, ComCtrl): every
 * actuator of the kinds with its full controls (position, open/stop/close, go to %; or on/off and
 * timed on), grouped by kind when there are several, filtered by zone.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ActuatorKind } from '../../../../protocol/live/actuator.ts';
import { ActuatorControl } from '../../../components/actuator-controls';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import type { MessageKey } from '../../../i18n/keys';
import { EditLink } from './edit-link';
import { useActuators } from './use-actuators';
import { ZoneSelect } from './zone-select';

export type ActuatorGridPageProps = {
  title: MessageKey;
  kinds: readonly ActuatorKind[];
  note?: MessageKey;
};

export const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

export function ActuatorGridPage({ title, kinds, note }: ActuatorGridPageProps) {
  const t = useT();
  const { screen, zones, zonesReady, shown, filter, setFilter, hasUnzoned, reload } = useActuators(kinds);
  const groups = kinds
    .map((kind) => ({ kind, items: shown.filter((a) => a.kind === kind) }))
    .filter((g) => g.items.length > 0);
  return (
    <Page
      title={t(title)}
      actions={
        <ZoneSelect
          value={filter}
          zones={zones}
          ready={zonesReady}
          withNone={hasUnzoned}
          onChange={setFilter}
        />
      }
    >
      {note && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(note)}
        </Typography>
      )}
      <ScreenState state={screen.state} error={screen.error} empty={shown.length === 0} onRetry={reload}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {groups.map(({ kind, items }) => (
            <Box component="section" key={kind} aria-label={t(`actuators:kind_${kind}`)}>
              {kinds.length > 1 && (
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t(`actuators:kind_${kind}`)}
                </Typography>
              )}
              <Box sx={cardGrid}>
                {items.map((a) => (
                  <ActuatorControl
                    key={a.aid}
                    actuator={a}
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
