// How a plan starts: by time, by radiation sum or by soil moisture, each with its own fields.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { FormField } from '../../../components/forms/form-field';
import { useT } from '../../../components/use-t';
import { useLiveReading } from '../../../stores/live-readings-store';
import { fieldMessage } from '../shared/field-message';
import type { PlanFormProps } from './form-props';
import { triggerTypes, type PlanForm } from './plan-form';
import { TimeListField } from './time-list-field';

type Props = PlanFormProps & { moistureSensors: readonly Sensor[]; zoneNames: ReadonlyMap<number, string> };
type TriggerNumber = 'sumJcm2' | 'minRadiation' | 'minIntervalMin' | 'maxIntervalMin' | 'below';

/** The picked sensor's live moisture, re-rendered alone on readings. */
function MoistureNow({ sid }: { sid: number }) {
  const t = useT();
  const v = useLiveReading(sid)?.v;
  return (
    <>
      {v === undefined || v === null
        ? t('water:noReading')
        : t('water:liveNow', { value: `${v.toFixed(1)} %` })}
    </>
  );
}

export function TriggerSection(props: Props) {
  const t = useT();
  const { form, set, shownError, moistureSensors, zoneNames } = props;
  const number = (key: TriggerNumber, unit: string, helper?: string) => (
    <FormField
      name={`trigger.${key}`}
      label={t(`water:${key}`)}
      value={form[key]}
      onChange={(v) => set(key, v)}
      error={shownError(`trigger.${key}`)}
      show
      helper={helper}
      unit={unit}
      numeric
    />
  );
  const sidError = fieldMessage(t, shownError('trigger.sid'));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={form.type}
        onChange={(_, type: PlanForm['type'] | null) => type && set('type', type)}
        aria-label={t('water:triggerType')}
        sx={{ flexWrap: 'wrap' }}
      >
        {triggerTypes.map((type) => (
          <ToggleButton key={type} value={type}>
            {t(`water:trigger_${type}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {form.type === 'time' && <TimeListField {...props} />}
      {form.type === 'radiation' && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {number('sumJcm2', 'J/cm²', t('water:sumHelp'))}
          {number('minRadiation', 'W/m²', t('water:minRadiationHelp'))}
          {number('minIntervalMin', t('water:unitMinutes'))}
          {number('maxIntervalMin', t('water:unitMinutes'), t('water:maxIntervalHelp'))}
        </Box>
      )}
      {form.type === 'moisture' && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField
            select
            label={t('water:moistureSensor')}
            value={form.sid}
            onChange={(e) => set('sid', e.target.value)}
            error={sidError !== undefined}
            helperText={
              sidError ??
              (form.sid !== '' ? (
                <MoistureNow sid={Number(form.sid)} />
              ) : moistureSensors.length === 0 ? (
                t('water:noMoistureSensors')
              ) : (
                ' '
              ))
            }
          >
            {moistureSensors.map((s) => {
              const zone = s.zid === null ? undefined : zoneNames.get(s.zid);
              return (
                <MenuItem key={s.sid} value={String(s.sid)}>
                  {zone && !s.name.startsWith(zone) ? `${s.name} · ${zone}` : s.name}
                </MenuItem>
              );
            })}
          </TextField>
          {number('below', '%', t('water:belowHelp'))}
        </Box>
      )}
    </Box>
  );
}
