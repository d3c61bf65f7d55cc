// Day/night temperature and humidity and CO2 setpoints, each with its own message.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../components/use-t';
import { setpointFields } from './crop-form.ts';
import { useFieldHelp } from './field-help.ts';
import type { CropForm } from './use-crop-form.ts';

export function SetpointFields({ form }: { form: CropForm }) {
  const t = useT();
  const help = useFieldHelp();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
        {t('crops:setpoints')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {setpointFields.map((field) => {
          const message = form.errors[`setpoints.${field}`];
          return (
            <TextField
              key={field}
              label={t(`crops:${field}`)}
              value={form.values.setpoints[field]}
              onChange={(e) => form.setSetpoint(field, e.target.value)}
              error={Boolean(message)}
              helperText={help(message)}
              required
              slotProps={{ htmlInput: { name: `setpoints.${field}`, inputMode: 'decimal' } }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
