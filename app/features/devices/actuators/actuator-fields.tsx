// The fields of the actuator form: name, zone, kind, travel time (position kinds), board and
// channel, interlocks and enabled; each shows its own error under it.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  actuatorKind,
  actuatorKinds,
  isPositionKind,
  type Actuator,
} from '../../../../protocol/live/actuator.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { useT } from '../../../components/use-t';
import { translate } from '../../../i18n';
import type { ActuatorDraft, Field, FieldErrors } from './actuator-draft';
import { InterlocksField } from './interlocks-field';

export type ActuatorFieldsProps = {
  draft: ActuatorDraft;
  errors: FieldErrors;
  zones: readonly Zone[];
  /** The other actuators of the base (interlock candidates). */
  others: readonly Actuator[];
  onChange: (patch: Partial<ActuatorDraft>) => void;
};

export function ActuatorFields({ draft, errors, zones, others, onChange }: ActuatorFieldsProps) {
  const t = useT();
  const message = (field: Field) => {
    const error = errors[field];
    return error ? translate(error.key, error.values) : ' ';
  };
  const text = (field: 'name' | 'travelTime' | 'board' | 'channel', label: string, numeric: boolean) => (
    <TextField
      label={label}
      value={draft[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      error={Boolean(errors[field])}
      helperText={message(field)}
      slotProps={{ htmlInput: { inputMode: numeric ? 'numeric' : 'text', name: field } }}
    />
  );
  return (
    <Box
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {text('name', t('actuators:name'), false)}
      <TextField
        select
        label={t('actuators:zone')}
        value={draft.zid}
        onChange={(e) => onChange({ zid: e.target.value })}
        error={Boolean(errors.zid)}
        helperText={message('zid')}
      >
        <MenuItem value="">{t('actuators:noZone')}</MenuItem>
        {zones.map((z) => (
          <MenuItem key={z.f_zone_id} value={String(z.f_zone_id)}>
            {z.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('actuators:kind')}
        value={draft.kind}
        onChange={(e) => {
          const kind = actuatorKind.safeParse(e.target.value);
          if (kind.success) onChange({ kind: kind.data });
        }}
        helperText={message('kind')}
      >
        {actuatorKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`actuators:kind_${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {isPositionKind(draft.kind) ? text('travelTime', t('actuators:travelTimeField'), true) : <Box />}
      {text('board', t('actuators:boardField'), true)}
      {text('channel', t('actuators:channelField'), true)}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <InterlocksField
          value={draft.interlocks}
          options={others}
          zones={zones}
          error={errors.interlocks ? message('interlocks') : null}
          onChange={(interlocks) => onChange({ interlocks })}
        />
      </Box>
      <FormControlLabel
        control={<Switch checked={draft.enabled} onChange={(e) => onChange({ enabled: e.target.checked })} />}
        label={t('actuators:enabled')}
      />
    </Box>
  );
}
