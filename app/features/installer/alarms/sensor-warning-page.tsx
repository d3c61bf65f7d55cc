// /warningSetUp/SensorWarningSet: every sensor's alarm rules by zone, with live values, edited inline
// or in bulk over selected sensors; a save sends only the changed rules and says per row what failed.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { BulkPanel } from './bulk-panel';
import { SaveBar, SaveOutcome } from './save-bar';
import { useRuleDrafts } from './use-rule-drafts';
import { ZoneGroup } from './zone-group';

/** Sensors by zone in the zones' order, those without a zone last. */
function byZone(sensors: readonly Sensor[], zoneOrder: readonly number[]) {
  const zids = [...zoneOrder, null];
  return zids
    .map((zid) => ({ zid, sensors: sensors.filter((s) => s.zid === zid).sort((a, b) => a.sid - b.sid) }))
    .filter((g) => g.sensors.length > 0);
}

export function SensorWarningPage() {
  const t = useT();
  const sensors = useLiveList('sensor');
  const rules = useLiveList('alarmRule');
  const { zones, names } = useZoneNames();
  const state = useRuleDrafts(rules.items);
  const order = useMemo(
    () => [...zones.items].sort((a, b) => a.order - b.order).map((z) => z.f_zone_id),
    [zones.items],
  );
  const groups = useMemo(() => byZone(sensors.items, order), [sensors.items, order]);
  const changed = useMemo(
    () => new Set([...state.diff.changes.map((c) => c.key), ...Object.keys(state.diff.invalid)]),
    [state.diff],
  );
  const loadState = sensors.state === 'ready' ? rules.state : sensors.state;
  const title = (zid: number | null) =>
    zid === null ? t('installer:noZoneGroup') : (names.get(zid) ?? `#${zid}`);

  return (
    <Page title={t('routes:sensorWarningSet')}>
      <ScreenState
        state={loadState}
        error={sensors.error ?? rules.error}
        onRetry={() => {
          sensors.reload();
          rules.reload();
        }}
      >
        {sensors.empty ? (
          <Typography color="text.secondary" sx={{ p: 3 }} data-testid="screen-empty">
            {t('installer:noSensors')}
          </Typography>
        ) : (
          <>
            <BulkPanel sensors={sensors.items} state={state} />
            <SaveOutcome outcome={state.outcome} />
            <Box sx={{ display: 'grid', gap: 2 }}>
              {groups.map((g) => (
                <ZoneGroup
                  key={g.zid ?? 'none'}
                  title={title(g.zid)}
                  sensors={g.sensors}
                  rules={rules.items}
                  drafts={state.drafts}
                  selected={state.selected}
                  changed={changed}
                  state={state}
                />
              ))}
            </Box>
            <SaveBar state={state} />
          </>
        )}
      </ScreenState>
    </Page>
  );
}
