// Editing one back-end channel: board/channel (no clash in the base), travel time, enabled; a save that
// moves hardware (see hardware-effects.ts) asks first and says which actuator and what will happen.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BackendChannel } from '../../../../protocol/live/system.ts';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { FormField } from '../../../components/forms/form-field';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { useLiveActuator } from '../../../stores/live-actuators-store';
import { ChannelLive } from './channel-live';
import { channelToForm, checkChannelForm, hasTravel, type ChannelField } from './channel-form';
import type { ChannelLine } from './channel-line';
import { effectText, stateWords } from './effect-text';
import { hardwareEffects, motionOf } from './hardware-effects';

export type ChannelDialogProps = {
  line: ChannelLine;
  /** Every channel of the base (for the clash check). */
  all: readonly BackendChannel[];
  nameOf: (aid: number) => string;
  onClose: () => void;
};

export function ChannelDialog({ line, all, nameOf, onClose }: ChannelDialogProps) {
  const t = useT();
  const action = useConfAction();
  const report = useLiveActuator(line.channel.aid);
  const record = useRecordForm(line.channel, channelToForm);
  const { form, set, submitted, setSubmitted, touched } = record;
  const [asking, setAsking] = useState<string | null>(null);
  const check = checkChannelForm(line.channel, form, all);
  const errors = check.ok ? {} : check.errors;
  const clash =
    !check.ok && (submitted || touched.has('channel') || touched.has('board')) ? check.clash : undefined;

  const field = (name: Exclude<ChannelField, 'enabled'>, helper?: string) => (
    <FormField
      name={name}
      label={t(`installer:${name}`)}
      value={form[name]}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      show={submitted || touched.has(name)}
      helper={helper}
      numeric
    />
  );
  const send = async (channel: BackendChannel) => {
    setAsking(null);
    record.saving(channel);
    if (await action.send('backend', 'update', channel)) onClose();
  };
  const save = () => {
    setSubmitted(true);
    if (!check.ok || action.pending) return;
    const motion = line.actuator ? motionOf(line.actuator.kind, report) : 'unknown';
    const effects = hardwareEffects(line.channel, check.channel, motion);
    if (effects.length === 0) void send(check.channel);
    else setAsking(effectText(t, line.name, stateWords(t, line.actuator, report), effects));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="channel-title">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <DialogTitle id="channel-title">{t('installer:channelTitle', { name: line.name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('installer:currentState')}
            </Typography>
            <ChannelLive actuator={line.actuator} />
          </Box>
          {record.conflict && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={record.loadLatest}>
                  {t('installer:loadLatest')}
                </Button>
              }
            >
              {t('installer:changedElsewhere')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr', pt: 1 }}>
            {field('board')}
            {field('channel')}
          </Box>
          {clash && (
            <Alert severity="error" data-testid="channel-clash">
              {t('installer:clashWith', {
                board: clash.board,
                channel: clash.channel,
                name: nameOf(clash.aid),
              })}
            </Alert>
          )}
          {hasTravel(line.channel.group) && field('travelTime', t('installer:travelHelp'))}
          <FormControlLabel
            control={<Switch checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />}
            label={t('installer:channelEnabled')}
          />
          {action.error && (
            <Alert severity="error" data-testid="save-error">
              {action.error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={action.pending}>
            {action.pending ? t('installer:saving') : t('installer:save')}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={asking !== null}
        text={asking ?? ''}
        confirm={t('installer:confirmSave')}
        onConfirm={() => check.ok && void send(check.channel)}
        onCancel={() => setAsking(null)}
      />
    </Dialog>
  );
}
