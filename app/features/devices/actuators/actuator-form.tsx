/**
 * The actuator form: validated on save (per-field errors), sent on system/conf (add or update, QoS 1)
 * with the controller's answer shown in the grower's words; delete after a confirmation.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { actuator as actuatorSchema, type Actuator } from '../../../../protocol/live/actuator.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { checkDraft, confParaOf } from './actuator-draft';
import { ActuatorFields } from './actuator-fields';
import { DeleteDialog } from './delete-dialog';
import { useActuatorForm } from './use-actuator-form';
import { byPlace } from './zone-filter';

export type ActuatorFormProps = {
  record: Actuator | undefined;
  all: readonly Actuator[];
  zones: readonly Zone[];
};

export function ActuatorForm({ record, all, zones }: ActuatorFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useActuatorForm(record);
  const action = useConfAction();
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const others = all.filter((a) => a.aid !== record?.aid).sort(byPlace);

  // Keyboard and screen-reader users land on the first field that needs fixing.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.errors]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(form.draft, record?.aid, others);
    if (!checked.ok) return form.setErrors(checked.errors);
    const ack = await action.send('actuator', record ? 'update' : 'add', confParaOf(checked.record, !record));
    const saved = actuatorSchema.safeParse(ack?.data);
    if (!ack || !saved.success) return;
    if (record) form.reset(saved.data);
    else
      void navigate(`/device/editactuator?aid=${saved.data.aid}`, {
        replace: true,
        state: { added: saved.data.aid },
      });
  };

  const remove = async () => {
    if (!record) return;
    const ack = await action.send('actuator', 'delete', { aid: record.aid });
    setConfirming(false);
    if (ack) void navigate('/device/actuator', { replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(event) => void save(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {form.stale && record && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => form.reset(record)}>
                {t('actuators:loadLatest')}
              </Button>
            }
          >
            {t('actuators:changedElsewhere')}
          </Alert>
        )}
        <ActuatorFields
          draft={form.draft}
          errors={form.errors}
          zones={zones}
          others={others}
          onChange={form.change}
        />
        {action.error && (
          <Alert severity="error" data-testid="form-error">
            {t('actuators:saveFailed', { reason: action.error })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={action.pending}>
            {t('common:save')}
          </Button>
          <Button component={RouterLink} to="/device/actuator">
            {t('common:back')}
          </Button>
          {record && (
            <Button color="error" sx={{ ml: 'auto' }} onClick={() => setConfirming(true)}>
              {t('common:delete')}
            </Button>
          )}
        </Box>
      </Box>
      <DeleteDialog
        open={confirming}
        name={record?.name ?? ''}
        pending={action.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Paper>
  );
}
