// /warningSetUp/IrrigateWarningSet: every irrigation alarm in one form with live readings; one save for the changed rows.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { irrigateAlarmKinds } from '../../../../protocol/live/climate.ts';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { listsState } from '../../../live/lists-state';
import { AlarmRow } from './alarm-row';
import { lineSensorOf } from './line-sensors';
import { useAlarmDrafts } from './use-alarm-drafts';

export function IrrigateWarningSet() {
  const t = useT();
  const alarms = useLiveList('irrigateAlarm');
  const sensors = useLiveList('sensor');
  const centers = useLiveList('fertCenter');
  const { state, error, retry } = listsState([alarms, sensors, centers]);
  const sorted = [...alarms.items].sort(
    (a, b) => irrigateAlarmKinds.indexOf(a.kind) - irrigateAlarmKinds.indexOf(b.kind) || a.iid - b.iid,
  );
  const drafts = useAlarmDrafts(alarms.items);
  const count = drafts.changed.length;
  const invalid = drafts.submitted && Object.keys(drafts.errors).length > 0;
  return (
    <Page title={t('routes:irrigateWarningSet')}>
      <ScreenState state={state} error={error} onRetry={retry}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('water:alarmsNote')}
        </Typography>
        {sorted.length === 0 ? (
          <Typography color="text.secondary" data-testid="screen-empty">
            {t('water:noAlarms')}
          </Typography>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void drafts.save();
            }}
          >
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {sorted.map((alarm) => (
                <AlarmRow
                  key={alarm.iid}
                  alarm={alarm}
                  row={drafts.rowOf(alarm)}
                  set={(field, value) => drafts.set(alarm, field, value)}
                  changed={drafts.changed.includes(alarm)}
                  errors={drafts.errors[alarm.iid]}
                  refused={drafts.refused[alarm.iid]}
                  sensor={lineSensorOf(alarm.kind, sensors.items, centers.items)}
                />
              ))}
            </Box>
            <Paper
              elevation={3}
              // Above the phone's bottom tabs (72 px), at the foot of the window on desktop.
              sx={{
                position: 'sticky',
                bottom: { xs: 80, md: 8 },
                zIndex: 2,
                mt: 2,
                p: 1.5,
                display: 'grid',
                gap: 1,
              }}
              data-testid="alarms-save-bar"
            >
              {invalid && <Alert severity="warning">{t('water:fixErrors')}</Alert>}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Button type="submit" variant="contained" disabled={count === 0 || drafts.saving}>
                  {drafts.saving ? t('water:saving') : t('water:saveChanges', { count })}
                </Button>
                <Button onClick={drafts.discard} disabled={count === 0 || drafts.saving}>
                  {t('water:discardChanges')}
                </Button>
                {count === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('water:nothingChanged')}
                  </Typography>
                )}
              </Box>
            </Paper>
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
