// Adds an interlock pair: two actuators chosen by name (grouped by zone), checked before anything is sent.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import { useT } from '../../../components/use-t';
import { SelectField } from '../common/select-field';
import { useZonesText } from '../common/use-zones-text';
import { addPair } from './interlock-pairs';
import { useInterlockSave } from './use-interlock-save';

const idOf = (text: string) => (text === '' ? null : Number(text));

export function AddInterlockForm({ actuators }: { actuators: readonly Actuator[] }) {
  const t = useT();
  const zones = useZonesText();
  const saving = useInterlockSave();
  const [form, setForm] = useState({ a: '', b: '' });
  const [submitted, setSubmitted] = useState(false);
  const check = addPair(actuators, idOf(form.a), idOf(form.b));
  const errors = check.ok ? {} : check.errors;
  const byZone = new Map<number | null, Actuator[]>();
  for (const a of actuators) byZone.set(a.zid, [...(byZone.get(a.zid) ?? []), a]);
  const options = (
    <>
      <option value="">{t('strategySetup:chooseActuator')}</option>
      {[...byZone.entries()].map(([zid, list]) => (
        <optgroup key={zid ?? 'none'} label={zid === null ? t('strategySetup:noZone') : zones.nameOf(zid)}>
          {list.map((a) => (
            <option key={a.aid} value={a.aid}>
              {a.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
  const submit = async () => {
    setSubmitted(true);
    if (!check.ok) return;
    if (await saving.save(check.updates, actuators)) {
      setForm({ a: '', b: '' });
      setSubmitted(false);
    }
  };
  const field = (key: 'a' | 'b') => (
    <SelectField
      name={`interlock-${key}`}
      label={t(`strategySetup:interlock_${key}`)}
      value={form[key]}
      onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
      error={errors[key]}
      show={submitted}
      disabled={saving.pending}
    >
      {options}
    </SelectField>
  );
  return (
    <Box
      component="form"
      noValidate
      data-testid="add-interlock"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
        alignItems: 'start',
      }}
    >
      {field('a')}
      {field('b')}
      <Button
        type="submit"
        variant="outlined"
        disabled={saving.pending}
        sx={{ gridColumn: '1 / -1', justifySelf: 'start' }}
      >
        {saving.pending ? t('strategySetup:saving') : t('strategySetup:addInterlock')}
      </Button>
      {saving.error && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }} data-testid="save-error">
          {t('strategySetup:interlockRefused', { reason: saving.error })}
        </Alert>
      )}
    </Box>
  );
}
