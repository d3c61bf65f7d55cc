// The crop group's own fields: name, crop, variety, planting date and growth stage.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { growthStages } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import { useFieldHelp } from './field-help.ts';
import type { CropForm } from './use-crop-form.ts';

type TextField = 'name' | 'crop' | 'variety' | 'plantingDate';

export function CropFields({ form }: { form: CropForm }) {
  const t = useT();
  const help = useFieldHelp();
  const text = (field: TextField, label: string, extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      value={form.values[field]}
      onChange={(e) => form.set(field, e.target.value)}
      error={Boolean(form.errors[field])}
      helperText={help(form.errors[field])}
      required={extra.required}
      type={extra.type}
      slotProps={{
        htmlInput: { name: field },
        inputLabel: extra.type === 'date' ? { shrink: true } : undefined,
      }}
      fullWidth
    />
  );
  return (
    <>
      {text('name', t('crops:name'), { required: true })}
      {text('crop', t('crops:crop'), { required: true })}
      {text('variety', t('crops:variety'))}
      {text('plantingDate', t('crops:plantingDate'), { type: 'date', required: true })}
      <TextField
        select
        label={t('crops:stage')}
        value={form.values.stage}
        onChange={(e) => form.set('stage', growthStages.find((stage) => stage === e.target.value) ?? '')}
        error={Boolean(form.errors.stage)}
        helperText={help(form.errors.stage)}
        required
        fullWidth
        slotProps={{ htmlInput: { name: 'stage' } }}
      >
        {growthStages.map((stage) => (
          <MenuItem key={stage} value={stage}>
            {t(`crops:stage_${stage}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
