// ClassPanel: the trainer console's class of trainees: start it (accounts and bases), the printable login
// sheet, the live class board and its CSV, and ending it. Loaded with the console's class slot only.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxTrainees } from '../../../../protocol/sim-class';
import { useTrainerT } from '../../../i18n/trainer';
import { downloadCsv } from '../../../lib/download-csv';
import { ActionOutcome } from '../action-outcome';
import { ConsolePanel } from '../console-panel';
import { useConsoleAction } from '../use-console-action';
import { worldApi as api } from '../world-api';
import { buildClassCsv, classCsvName } from './class-csv';
import { ClassBoard } from './class-board';
import { ClassSheet } from './class-sheet';
import { useClass } from './use-class';
import { useClassT } from './class-t';

export function ClassPanel() {
  const t = useClassT();
  const tt = useTrainerT();
  const lang = useTranslation().i18n.language;
  const poll = useClass(api);
  const action = useConsoleAction((error) => tt('failed', { error }), poll.refresh);
  const [count, setCount] = useState('10');
  const [sheet, setSheet] = useState(false);
  const state = poll.state;
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= 1 && n <= maxTrainees;
  const appUrl = `${window.location.origin}/`;

  const exportCsv = () => {
    if (state?.active !== true) return;
    const csv = buildClassCsv(state, {
      trainee: t('colTrainee'),
      phone: t('phone'),
      base: t('base'),
      online: t('colOnline'),
      alarms: t('colAlarms'),
      last: t('colLast'),
      lastAt: `${t('colLast')} (${tt('farmTime')})`,
    });
    downloadCsv(csv, classCsvName(state.now));
  };

  return (
    <ConsolePanel title={t('title')} testId="trainer-class">
      <Typography color="text.secondary">{t('intro')}</Typography>
      <ActionOutcome outcome={action.outcome} busy={action.busy} testId="class-outcome" />
      {poll.error && (
        <ActionOutcome
          testId="class-outcome"
          outcome={{ severity: 'error', text: tt('loadFailed', { error: poll.error }), seq: 0 }}
        />
      )}
      {state?.active !== true ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={t('count')}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            error={!valid}
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: maxTrainees } }}
            sx={{ width: 160 }}
          />
          <Button
            variant="contained"
            disabled={!valid || action.busy || state === null}
            onClick={() =>
              action.run(
                () => api.driveClass({ action: 'create', trainees: n }),
                () => t('doneCreate', { count: n }),
              )
            }
          >
            {t('create')}
          </Button>
          {state !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {t('none')}
            </Typography>
          )}
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant={sheet ? 'contained' : 'outlined'} onClick={() => setSheet((s) => !s)}>
              {t('sheet')}
            </Button>
            {sheet && (
              <Button variant="outlined" onClick={() => window.print()}>
                {t('print')}
              </Button>
            )}
            <Button variant="outlined" onClick={exportCsv}>
              {t('csv')}
            </Button>
            <Button
              color="error"
              variant="outlined"
              disabled={action.busy}
              onClick={() =>
                action.run(
                  () => api.driveClass({ action: 'end' }),
                  () => t('doneEnd'),
                )
              }
            >
              {t('end')}
            </Button>
          </Box>
          {sheet && <ClassSheet state={state} appUrl={appUrl} />}
          <Typography variant="subtitle1" component="h3">
            {state.exercise ? t('exercise', { name: state.exercise.scenario }) : t('board')}
          </Typography>
          {!state.exercise && (
            <Typography variant="body2" color="text.secondary">
              {t('noExercise')}
            </Typography>
          )}
          <ClassBoard state={state} lang={lang} />
        </>
      )}
    </ConsolePanel>
  );
}
