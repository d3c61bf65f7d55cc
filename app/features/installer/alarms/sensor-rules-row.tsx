// One sensor in the bulk alarm list: a checkbox for bulk edits, name, type and live value, then its
// rules edited inline (or none yet) and a button for another rule.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { sensorUnits, type Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { LiveReading } from './live-reading';
import { RuleInline } from './rule-inline';
import type { RuleDraft } from './rule-drafts';
import type { RuleDraftsState } from './use-rule-drafts';

export type SensorRulesRowProps = {
  sensor: Sensor;
  rules: readonly RuleDraft[];
  selected: boolean;
  /** Keys of drafts a save would send. */
  changed: ReadonlySet<string>;
  state: Pick<
    RuleDraftsState,
    'attempted' | 'saving' | 'failures' | 'edit' | 'add' | 'setDeleted' | 'toggle'
  >;
};

export function SensorRulesRow({ sensor, rules, selected, changed, state }: SensorRulesRowProps) {
  const t = useT();
  const add = (
    <Button size="small" onClick={() => state.add(sensor.sid)} disabled={state.saving}>
      {t('installer:addRule')}
    </Button>
  );
  return (
    <Box
      role="group"
      aria-label={sensor.name}
      data-testid="warning-row"
      data-sid={sensor.sid}
      sx={{
        py: 1.5,
        px: { xs: 1.5, sm: 2 },
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        columnGap: 1,
        rowGap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', md: 'auto 180px 96px minmax(0, 1fr)' },
      }}
    >
      <Checkbox
        checked={selected}
        onChange={(e) => state.toggle([sensor.sid], e.target.checked)}
        slotProps={{ input: { 'aria-label': t('installer:selectSensor', { name: sensor.name }) } }}
        sx={{ ml: -1, mt: -0.5 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 500 }}>
          {sensor.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t(`sensors:type_${sensor.type}`)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: { xs: 'right', md: 'left' }, pt: 0.25 }}>
        <LiveReading sensor={sensor} />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'grid', gap: 1, minWidth: 0 }}>
        {rules.length === 0 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
            <Typography variant="body2" color="text.secondary">
              {t('installer:noRules')}
            </Typography>
            {add}
          </Box>
        ) : (
          <>
            {rules.map((draft) => (
              <RuleInline
                key={draft.key}
                draft={draft}
                unit={sensorUnits[sensor.type]}
                attempted={state.attempted}
                changed={changed.has(draft.key)}
                failure={state.failures[draft.key]}
                disabled={state.saving}
                onEdit={(patch) => state.edit(draft, patch)}
                onDelete={(deleted) => state.setDeleted(draft, deleted)}
              />
            ))}
            <Box>{add}</Box>
          </>
        )}
      </Box>
    </Box>
  );
}
