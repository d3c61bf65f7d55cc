// The zones a crop group grows in: a checkbox per zone of the base (and any it lists that are gone).
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import { useFieldHelp } from './field-help.ts';
import type { CropForm } from './use-crop-form.ts';

export function ZoneCheckboxes({
  form,
  zones,
  loading,
}: {
  form: CropForm;
  zones: readonly Zone[];
  loading: boolean;
}) {
  const t = useT();
  const help = useFieldHelp();
  const chosen = form.values.zoneIds;
  const known = new Set(zones.map((z) => z.f_zone_id));
  const options = [
    ...zones.map((z) => ({ id: z.f_zone_id, label: z.name })),
    ...chosen.filter((id) => !known.has(id)).map((id) => ({ id, label: t('crops:unknownZone', { id }) })),
  ];
  const toggle = (id: number, on: boolean) =>
    form.set('zoneIds', on ? [...chosen, id] : chosen.filter((z) => z !== id));
  const error = form.errors.zoneIds;
  const note = loading ? t('crops:zonesLoading') : options.length === 0 ? t('crops:noZonesInBase') : null;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{t('crops:zones')}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.label}
            control={
              <Checkbox
                checked={chosen.includes(option.id)}
                onChange={(e) => toggle(option.id, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ? help(error) : (note ?? t('crops:zonesHelp'))}</FormHelperText>
    </FormControl>
  );
}
