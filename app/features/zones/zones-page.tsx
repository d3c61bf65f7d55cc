// /managementArea/managementArea: the selected base's zones; add, edit (rename), delete and reorder.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Zone } from '../../../protocol/live/zone.ts';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query.ts';
import { DeleteZoneDialog } from './delete-zone-dialog';
import { countOf } from './device-counts.ts';
import { AddIcon } from './icons';
import { useZoneDependants } from './use-zone-devices.ts';
import { useZoneOrder } from './use-zone-order.ts';
import { ZoneDialog } from './zone-dialog';
import { ZoneRow } from './zone-row';

type Editing = { zone?: Zone } | null;

export function ZonesPage() {
  const t = useT();
  const list = useLiveList('zone');
  const dependants = useZoneDependants();
  const order = useZoneOrder(list.items);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Zone | null>(null);
  const zones = order.zones;

  const add = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing({})}
      disabled={list.state !== 'ready'}
    >
      {t('zones:addZone')}
    </Button>
  );
  return (
    <Page title={t('routes:managementArea')} actions={add}>
      <ScreenState state={list.state} error={list.error} onRetry={list.reload}>
        {zones.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }} data-testid="screen-empty">
            {t('zones:emptyZones')}
          </Typography>
        ) : (
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'minmax(0, 1fr)',
            }}
          >
            {zones.map((zone, index) => (
              <ZoneRow
                key={zone.f_zone_id}
                zone={zone}
                devices={dependants.state === 'ready' ? countOf(dependants.counts, zone.f_zone_id) : null}
                first={index === 0}
                last={index === zones.length - 1}
                onMove={(direction) => void order.move(zone.f_zone_id, direction)}
                onEdit={() => setEditing({ zone })}
                onDelete={() => setDeleting(zone)}
              />
            ))}
          </Box>
        )}
      </ScreenState>
      {editing && <ZoneDialog zone={editing.zone} zones={list.items} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteZoneDialog zone={deleting} dependants={dependants} onClose={() => setDeleting(null)} />
      )}
    </Page>
  );
}
