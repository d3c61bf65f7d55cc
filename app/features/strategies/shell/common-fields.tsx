// The fields every strategy has: name, priority, enabled and the zones it serves.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { FormField } from '../../../components/forms/form-field';
import { fieldErrorKey } from '../../../components/forms/field-errors';
import { useT } from '../../../components/use-t';
import { useZoneNames } from '../../../live/use-zone-names';
import type { StrategyKind } from '../../../../protocol/live/climate.ts';
import type { CommonForm } from './strategy-check';
import type { StrategyEditor } from './use-strategy-editor';

export function CommonFields<K extends StrategyKind, F extends CommonForm>({
  editor,
}: {
  editor: StrategyEditor<K, F>;
}) {
  const t = useT();
  const { zones } = useZoneNames();
  const { form } = editor;
  const zonesError = editor.errorOf('zoneIds');
  const toggleZone = (zid: number, on: boolean) =>
    editor.set(
      'zoneIds',
      (on ? [...form.zoneIds, zid] : form.zoneIds.filter((z) => z !== zid)).sort((a, b) => a - b),
    );
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' } }}>
      <FormField
        name="name"
        label={t('strategies:name')}
        value={form.name}
        onChange={(v) => editor.set('name', v)}
        error={editor.errorOf('name')}
        show
        required
      />
      <FormField
        name="priority"
        label={t('strategies:priority')}
        value={form.priority}
        onChange={(v) => editor.set('priority', v)}
        error={editor.errorOf('priority')}
        show
        helper={t('strategies:priorityHelp')}
        numeric
      />
      <FormControlLabel
        sx={{ alignSelf: 'start', mt: 1 }}
        control={<Switch checked={form.enabled} onChange={(e) => editor.set('enabled', e.target.checked)} />}
        label={t('strategies:enabled')}
      />
      <FormControl component="fieldset" error={zonesError !== undefined} sx={{ gridColumn: '1 / -1' }}>
        <FormLabel component="legend">{t('strategies:zones')}</FormLabel>
        <FormGroup row>
          {zones.items.map((z) => (
            <FormControlLabel
              key={z.f_zone_id}
              label={z.name}
              control={
                <Checkbox
                  checked={form.zoneIds.includes(z.f_zone_id)}
                  onChange={(e) => toggleZone(z.f_zone_id, e.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {zonesError ? t(fieldErrorKey(zonesError), zonesError.values) : t('strategies:zonesHelp')}
        </FormHelperText>
      </FormControl>
    </Box>
  );
}
