// The crop group form: fields, zones, setpoints, save. Warns when another client changes the group.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CropGroup } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query.ts';
import { CropFields } from './crop-fields';
import { SetpointFields } from './setpoint-fields';
import { focusFirstInvalid } from '../../components/forms/focus-invalid.ts';
import { useCropForm } from './use-crop-form.ts';
import { ZoneCheckboxes } from './zone-checkboxes';
import { sortByOrder } from './crop-display.ts';

export function CropFormView({ group }: { group?: CropGroup }) {
  const t = useT();
  const navigate = useNavigate();
  const zones = useLiveList('zone');
  const form = useCropForm(group);
  const [editedFrom, setEditedFrom] = useState(group);
  const changedElsewhere = group !== undefined && JSON.stringify(group) !== JSON.stringify(editedFrom);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const outcome = await form.save();
    if (outcome === 'saved') void navigate('/crop/Groupreview');
    if (outcome === 'invalid') focusFirstInvalid(formElement);
  };
  const loadLatest = () => {
    if (!group) return;
    form.reset(group);
    setEditedFrom(group);
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}
    >
      <Stack spacing={1}>
        {changedElsewhere && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={loadLatest}>
                {t('crops:loadLatest')}
              </Button>
            }
          >
            {t('crops:changedElsewhere')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <CropFields form={form} />
        </Box>
        <ZoneCheckboxes form={form} zones={sortByOrder(zones.items)} loading={zones.state === 'loading'} />
        <SetpointFields form={form} />
        {form.error && <Alert severity="error">{form.error}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', pt: 1 }}>
          <Button component={RouterLink} to="/crop/Groupreview" disabled={form.pending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.pending}>
            {t('common:save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
