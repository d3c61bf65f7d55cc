// /device/sensor: every sensor of the selected base with its live value and quality, by zone and type.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sensorTypes } from '../../../../protocol/live/sensor.ts';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { selectedServer, useBases } from '../../../stores/bases-store';
import { filterSensors, groupByZone, readFilter, typesPresent, writeFilter } from './sensor-filter';
import { SensorFilters } from './sensor-filters';
import { SensorRow } from './sensor-row';
import { useZoneNames } from '../../../live/use-zone-names';

export function SensorListPage() {
  const t = useT();
  const sensors = useLiveList('sensor');
  const { zones, names } = useZoneNames();
  const server = useBases((s) => selectedServer(s));
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => readFilter(search), [search]);
  const sortedZones = useMemo(() => [...zones.items].sort((a, b) => a.order - b.order), [zones.items]);
  const shown = useMemo(() => filterSensors(sensors.items, filter), [sensors.items, filter]);
  const groups = useMemo(
    () =>
      groupByZone(
        shown,
        sortedZones.map((z) => z.f_zone_id),
      ),
    [shown, sortedZones],
  );
  const types = useMemo(() => typesPresent(sensors.items, sensorTypes), [sensors.items]);
  const zoneName = (zid: number | null) =>
    zid === null ? t('sensors:noZone') : (names.get(zid) ?? `#${zid}`);

  return (
    <Page title={t('routes:deviceSensor')}>
      <ScreenState
        state={sensors.state}
        error={sensors.error}
        empty={sensors.items.length === 0}
        onRetry={sensors.reload}
      >
        <SensorFilters
          filter={filter}
          zones={sortedZones}
          types={types}
          onChange={(next) => setSearch(writeFilter(next), { replace: true })}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="sensor-count">
          {server?.name ?? server?.sn} · {t('sensors:count', { count: shown.length })}
        </Typography>
        {groups.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t('sensors:noMatch')}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          {groups.map((group) => (
            <Paper key={group.zid ?? 'none'} variant="outlined" sx={{ overflow: 'hidden' }}>
              {/* The heading sits before the list: a <ul> holds only <li> items. */}
              <Typography
                variant="subtitle1"
                component="h2"
                sx={{ px: 2, fontSize: 15, fontWeight: 600, lineHeight: '40px' }}
              >
                {zoneName(group.zid)}
              </Typography>
              <List disablePadding aria-label={zoneName(group.zid)} data-testid="sensor-group">
                {group.sensors.map((s) => (
                  <SensorRow key={s.sid} sensor={s} />
                ))}
              </List>
            </Paper>
          ))}
        </Box>
      </ScreenState>
    </Page>
  );
}
