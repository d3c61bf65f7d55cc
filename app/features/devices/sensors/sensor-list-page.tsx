// /device/sensor: every sensor of the selected base with its live value and quality, by zone and type.
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sensorTypes } from '../../../../protocol/live/sensor.ts';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useConfList } from '../../../live/hooks/use-conf-list';
import { selectedServer, useBases } from '../../../stores/bases-store';
import { filterSensors, readFilter, typesPresent, writeFilter } from './sensor-filter';
import { SensorFilters } from './sensor-filters';
import { SensorRow } from './sensor-row';
import { useZoneNames } from './use-zone-names';

export function SensorListPage() {
  const t = useT();
  const sensors = useConfList('sensor');
  const { zones, names } = useZoneNames();
  const server = useBases((s) => selectedServer(s));
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => readFilter(search), [search]);
  const shown = useMemo(() => filterSensors(sensors.items, filter), [sensors.items, filter]);
  const types = useMemo(() => typesPresent(sensors.items, sensorTypes), [sensors.items]);
  const sortedZones = useMemo(() => [...zones.items].sort((a, b) => a.order - b.order), [zones.items]);

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
        <Paper variant="outlined">
          {shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3 }}>
              {t('sensors:noMatch')}
            </Typography>
          ) : (
            <List disablePadding aria-label={t('routes:deviceSensor')}>
              {shown.map((s) => (
                <SensorRow
                  key={s.sid}
                  sensor={s}
                  zoneName={s.zid === null ? t('sensors:noZone') : (names.get(s.zid) ?? `#${s.zid}`)}
                />
              ))}
            </List>
          )}
        </Paper>
      </ScreenState>
    </Page>
  );
}
