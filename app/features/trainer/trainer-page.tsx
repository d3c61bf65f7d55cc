// /trainer (simulated builds only): the trainer console that drives the simulated world from the app.
// The console renders when something changed (a poll bringing nothing new sets no state, use-poll.ts),
// and each panel is memoized, so the clock's second-by-second time re-renders its own line alone.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdoptedStyles } from '../../components/adopted-styles';
import { Page } from '../../components/page';
import { useTrainerT } from '../../i18n/trainer';
import { ActionOutcome } from './action-outcome';
import { ClassSlot } from './class-slot';
import { WorldClockPanel } from './clock-panel';
import { localize } from './console-logic';
import { EventsPanel } from './events-panel';
import { ExpectationsPanel } from './expectations-panel';
import { PresentingTheme } from './presenting-theme';
import recordedStyles from './recorded-styles.json';
import { RecordingSlot } from './recording-slot';
import { ScenarioPanel } from './scenario-panel';
import { TimelinePanel } from './timeline-panel';
import { worldApi as api } from './world-api';
import { useConsoleAction } from './use-console-action';
import { useLoaded } from './use-loaded';
import { useScenarioRun } from './use-scenario-run';
import { useWhenIdle } from './use-when-idle';
import { worldTimeChanged } from './world-time-port';

const loadScenarios = () => api.scenarios();
const loadEvents = () => api.events();
const farmNow = async () => (await api.clock()).now;

export function TrainerPage() {
  const t = useTrainerT();
  const lang = useTranslation().i18n.language;
  const [presenting, setPresenting] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const poll = useScenarioRun(api);
  const library = useLoaded(loadScenarios);
  const catalogue = useLoaded(loadEvents);
  const refuse = useCallback((error: string) => t('failed', { error }), [t]);
  const { refresh } = poll;
  const after = useCallback(async () => {
    worldTimeChanged();
    await refresh();
  }, [refresh]);
  const action = useConsoleAction(refuse, after);
  // The panels below the clock wait for the library, the catalogue and the running scenario (each
  // answered or failed), the first time only: shown before, they would grow and push each other down
  // as the answers came in.
  const [opened, setOpened] = useState(false);
  const answered =
    library.state !== 'loading' &&
    catalogue.state !== 'loading' &&
    (poll.run !== null || poll.error !== null);
  if (answered && !opened) setOpened(true);
  const below = useWhenIdle(opened);

  const list = library.state === 'ready' ? library.value : [];
  const run = poll.run;
  const runName = run?.running === true ? run.name : null;
  const pickedName = picked ?? runName ?? list[0]?.name ?? null;
  const runTitle =
    runName === null ? '' : localize(list.find((s) => s.name === runName)?.title, lang) || runName;

  return (
    <>
      <AdoptedStyles styles={recordedStyles} />
      <PresentingTheme on={presenting}>
        <Box data-testid="trainer-console" sx={{ maxWidth: presenting ? 'none' : undefined }}>
          <Page
            title={t('title')}
            actions={
              <FormControlLabel
                control={<Switch checked={presenting} onChange={(e) => setPresenting(e.target.checked)} />}
                label={t('presenting')}
              />
            }
          >
            <Box sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2, mb: 2 }}>
              <ActionOutcome outcome={action.outcome} busy={action.busy} />
              {poll.error && (
                <ActionOutcome
                  outcome={{ severity: 'error', text: t('loadFailed', { error: poll.error }), seq: 0 }}
                />
              )}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
                <WorldClockPanel api={api} action={action} />
                {opened && (
                  <>
                    <ScenarioPanel
                      library={library}
                      running={runName !== null}
                      picked={pickedName}
                      onPick={setPicked}
                      lang={lang}
                      api={api}
                      action={action}
                    />
                    <EventsPanel catalogue={catalogue} lang={lang} api={api} action={action} now={farmNow} />
                  </>
                )}
              </Box>
              {opened ? (
                <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
                  <TimelinePanel run={run} title={runTitle} lang={lang} />
                  <ExpectationsPanel run={run} lang={lang} />
                </Box>
              ) : (
                <CircularProgress size={32} aria-label={t('loading')} sx={{ justifySelf: 'center' }} />
              )}
            </Box>
            {below && (
              <>
                <Box sx={{ mt: 2 }}>
                  <ClassSlot />
                </Box>
                <Box sx={{ mt: 2 }}>
                  <RecordingSlot />
                </Box>
              </>
            )}
          </Page>
        </Box>
      </PresentingTheme>
    </>
  );
}
