// /network/NetworkDevice: the controller's gateways, RS485 buses, LoRa nodes and cameras by kind, with
// online counts, signal and zone; a filter; rename and zone assignment per device.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { DeviceCard } from './device-card';
import { DeviceDialog } from './device-dialog';
import { NetworkFilters } from './network-filters';
import { filterDevices, groupByKind, noFilter, onlineCounts } from './network-logic';

export function NetworkPage() {
  const t = useT();
  const devices = useLiveList('network');
  const { zones, names } = useZoneNames();
  const [filter, setFilter] = useState(noFilter);
  const [editing, setEditing] = useState<number | null>(null);
  const groups = useMemo(() => groupByKind(filterDevices(devices.items, filter)), [devices.items, filter]);
  const counts = onlineCounts(devices.items);
  const sortedZones = useMemo(() => [...zones.items].sort((a, b) => a.order - b.order), [zones.items]);
  const zoneName = (zid: number | null) =>
    zid === null ? t('installer:noZone') : (names.get(zid) ?? `#${zid}`);
  const device = devices.items.find((d) => d.nid === editing);

  return (
    <Page
      title={t('routes:networkDevice')}
      actions={
        devices.state === 'ready' && (
          <Box sx={{ display: 'flex', gap: 1 }} data-testid="network-counts">
            <Chip size="small" color="success" label={t('installer:onlineCount', { count: counts.online })} />
            <Chip
              size="small"
              color={counts.offline > 0 ? 'error' : 'default'}
              label={t('installer:offlineCount', { count: counts.offline })}
            />
          </Box>
        )
      }
    >
      <ScreenState state={devices.state} error={devices.error} onRetry={devices.reload}>
        {devices.empty ? (
          <Typography color="text.secondary" sx={{ p: 3 }} data-testid="screen-empty">
            {t('installer:noDevices')}
          </Typography>
        ) : (
          <>
            <NetworkFilters filter={filter} onChange={setFilter} />
            {groups.length === 0 && (
              <Typography color="text.secondary" sx={{ p: 3 }}>
                {t('installer:noMatch')}
              </Typography>
            )}
            {groups.map((group) => (
              <Box key={group.kind} component="section" sx={{ mb: 3 }} data-testid="network-group">
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('installer:groupHeading', {
                    kind: t(`installer:kind_${group.kind}`),
                    count: group.devices.length,
                  })}
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1.5,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                  }}
                >
                  {group.devices.map((d) => (
                    <DeviceCard
                      key={d.nid}
                      device={d}
                      zoneName={zoneName(d.zid)}
                      onEdit={() => setEditing(d.nid)}
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </>
        )}
      </ScreenState>
      {device && (
        <DeviceDialog key={device.nid} device={device} zones={sortedZones} onClose={() => setEditing(null)} />
      )}
    </Page>
  );
}
