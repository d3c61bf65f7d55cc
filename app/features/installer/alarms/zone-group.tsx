// A zone's sensors in the bulk alarm list, with a checkbox that selects or clears them all.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AlarmRule } from '../../../../protocol/live/climate.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { rulesOfSensor } from './rule-drafts';
import { SensorRulesRow, type SensorRulesRowProps } from './sensor-rules-row';
import type { RuleDraftsState } from './use-rule-drafts';

export type ZoneGroupProps = {
  title: string;
  sensors: readonly Sensor[];
  rules: readonly AlarmRule[];
  drafts: RuleDraftsState['drafts'];
  selected: RuleDraftsState['selected'];
  changed: ReadonlySet<string>;
  state: SensorRulesRowProps['state'];
};

export function ZoneGroup({ title, sensors, rules, drafts, selected, changed, state }: ZoneGroupProps) {
  const t = useT();
  const sids = sensors.map((s) => s.sid);
  const chosen = sids.filter((sid) => selected.has(sid)).length;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid="warning-zone"
      sx={{ overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 2 }, py: 0.5 }}>
        <Checkbox
          checked={chosen === sids.length && sids.length > 0}
          indeterminate={chosen > 0 && chosen < sids.length}
          onChange={(e) => state.toggle(sids, e.target.checked)}
          slotProps={{ input: { 'aria-label': t('installer:selectZone', { zone: title }) } }}
          sx={{ ml: -1 }}
        />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('installer:zoneSensors', { count: sensors.length })}
        </Typography>
      </Box>
      {sensors.map((sensor) => (
        <SensorRulesRow
          key={sensor.sid}
          sensor={sensor}
          rules={rulesOfSensor(sensor.sid, rules, drafts)}
          selected={selected.has(sensor.sid)}
          changed={changed}
          state={state}
        />
      ))}
    </Paper>
  );
}
