// /managementArea/Details?f_zone_id=: one zone's sensors, actuators and valves; assign and unassign.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { AssignDialog } from './assign-dialog';
import { ZoneDevices } from './zone-devices';
import { useDeviceMove } from './use-device-move.ts';
import { useZoneQuery, type DeviceKind } from '../../../live/zone-query.ts';
import { parseZoneId } from './zone-query.ts';

export function ZoneDetailsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const zid = parseZoneId(params.get('f_zone_id'));
  const query = useZoneQuery(zid);
  const mover = useDeviceMove();
  const [assigning, setAssigning] = useState<DeviceKind | null>(null);
  const answer = query.data;
  const kindWord = (kind: DeviceKind) => t(`zones:${kind}s`).toLowerCase();

  const back = (
    <Button component={RouterLink} to="/managementArea/managementArea">
      {t('zones:backToZones')}
    </Button>
  );
  const problem = zid === null ? t('zones:badZoneId') : query.notFound ? t('zones:zoneGone') : null;
  return (
    <Page title={answer?.zone.name ?? t('routes:zoneDetails')} actions={back}>
      {problem ? (
        <Alert severity="warning" data-testid="zone-problem">
          {problem}
        </Alert>
      ) : (
        <ScreenState state={query.state} error={query.error} onRetry={query.reload}>
          {answer && (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('zones:areaValue', { area: answer.zone.area.toLocaleString() })}
                {' · '}
                {answer.zone.crop || t('zones:noCrop')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <ZoneDevices answer={answer} mover={mover} kindWord={kindWord} onAssign={setAssigning} />
              </Box>
            </>
          )}
        </ScreenState>
      )}
      {answer && assigning && (
        <AssignDialog
          kind={assigning}
          kindWord={kindWord(assigning)}
          zone={answer.zone}
          mover={mover}
          onClose={() => setAssigning(null)}
        />
      )}
    </Page>
  );
}
