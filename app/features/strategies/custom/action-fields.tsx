// What a custom rule does: the actuator (name, zone, kind), an action that fits its kind, and the % for "set".
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormField } from '../../../components/forms/form-field';
import { fieldErrorKey, type FieldError } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { actionsFor, type ThenForm } from './custom-form';
import type { FieldPath } from '../shell/strategy-paths';

export type ActionFieldsProps = {
  then: ThenForm;
  onChange: (then: ThenForm) => void;
  errorOf: (path: FieldPath<'custom'>) => FieldError | undefined;
};

export function ActionFields({ then, onChange, errorOf }: ActionFieldsProps) {
  const t = useT();
  const actuators = useLiveList('actuator');
  const { names } = useZoneNames();
  const message = (path: FieldPath<'custom'>) => {
    const error = errorOf(path);
    return error ? t(fieldErrorKey(error), error.values) : undefined;
  };
  const kindOf = (aid: number | null) => actuators.items.find((a) => a.aid === aid)?.kind;
  const fits = actionsFor(kindOf(then.aid));
  const pick = (aid: number) => {
    const next = actionsFor(kindOf(aid));
    const action = then.action !== '' && next.includes(then.action) ? then.action : (next[0] ?? '');
    onChange({ ...then, aid, action });
  };
  const known = then.aid !== null && actuators.items.some((a) => a.aid === then.aid);
  const aidError = message('params.then.aid');
  const actionError = message('params.then.action');
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
      <TextField
        select
        name="then-aid"
        label={t('strategies:custom_actuator')}
        value={known ? String(then.aid) : ''}
        onChange={(e) => pick(Number(e.target.value))}
        error={aidError !== undefined}
        helperText={aidError ?? ' '}
        fullWidth
      >
        {actuators.items.map((a) => (
          <MenuItem key={a.aid} value={String(a.aid)}>
            {`${a.name} · ${a.zid === null ? t('strategies:custom_noZone') : (names.get(a.zid) ?? a.zid)} · ${t(`actuators:kind_${a.kind}`)}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="then-action"
        label={t('strategies:custom_action')}
        value={fits.find((a) => a === then.action) ?? ''}
        onChange={(e) => onChange({ ...then, action: fits.find((a) => a === e.target.value) ?? '' })}
        error={actionError !== undefined}
        helperText={actionError ?? (fits.length === 0 ? t('strategies:custom_pickActuatorFirst') : ' ')}
        disabled={fits.length === 0}
        fullWidth
      >
        {fits.map((action) => (
          <MenuItem key={action} value={action}>
            {t(`strategies:custom_action_${action}`)}
          </MenuItem>
        ))}
      </TextField>
      {then.action === 'set' && (
        <FormField
          name="then-value"
          label={t('strategies:custom_setValue')}
          value={then.value}
          onChange={(value) => onChange({ ...then, value })}
          error={errorOf('params.then.value')}
          show
          helper={t('strategies:custom_setValueHelp')}
          unit="%"
          numeric
        />
      )}
    </Box>
  );
}
