// The scenario picker (title, description, what it teaches) and start / stop / restart / reset the world.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTrainerT } from '../../i18n/trainer';
import { localize, runClock } from './console-logic';
import { ConsolePanel } from './console-panel';
import type { WorldApi } from './world-api';
import type { ScenarioSummary } from '../../../protocol/sim-world';
import type { ConsoleAction } from './use-console-action';
import type { Loaded } from './use-loaded';

export const ScenarioPanel = memo(function ScenarioPanel({
  library,
  running,
  picked,
  onPick,
  lang,
  api,
  action,
}: {
  library: Loaded<ScenarioSummary[]>;
  /** Whether a scenario is running (restart and stop need one). */
  running: boolean;
  picked: string | null;
  onPick: (name: string) => void;
  lang: string;
  api: WorldApi;
  action: ConsoleAction;
}) {
  const t = useTrainerT();
  const list = library.state === 'ready' ? library.value : [];
  const scenario = list.find((s) => s.name === picked) ?? null;
  const title = scenario ? localize(scenario.title, lang) : '';
  const drive = (kind: 'start' | 'restart') =>
    action.run(
      () => api.driveScenario({ action: kind, name: scenario?.name }),
      () => t(kind === 'start' ? 'doneStart' : 'doneRestart', { title }),
    );
  return (
    <ConsolePanel title={t('scenariosTitle')} testId="trainer-scenarios">
      {library.state === 'loading' && <CircularProgress size={24} aria-label={t('loading')} />}
      {library.state === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={library.retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed', { error: library.error })}
        </Alert>
      )}
      {library.state === 'ready' && list.length === 0 && <Alert severity="info">{t('noScenarios')}</Alert>}
      {list.length > 0 && (
        <TextField
          select
          label={t('pickScenario')}
          value={scenario?.name ?? ''}
          onChange={(e) => onPick(e.target.value)}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
        >
          {list.map((s) => (
            <MenuItem key={s.name} value={s.name} sx={{ whiteSpace: 'normal' }}>
              {localize(s.title, lang)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {scenario && (
        <div data-testid="trainer-scenario-details">
          <Typography variant="body1">{localize(scenario.description, lang)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('durationOf', { duration: runClock(scenario.durationMs) })} ·{' '}
            {t('stepsOf', { count: scenario.timeline.length })}
          </Typography>
          {scenario.teaches.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {t('teaches')}
              </Typography>
              <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
                {scenario.teaches.map((line, i) => (
                  <li key={i}>
                    <Typography variant="body2">{localize(line, lang)}</Typography>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" disabled={!scenario || action.busy} onClick={() => drive('start')}>
          {t('start')}
        </Button>
        <Button variant="outlined" disabled={!running || action.busy} onClick={() => drive('restart')}>
          {t('restart')}
        </Button>
        <Button
          variant="outlined"
          disabled={!running || action.busy}
          onClick={() =>
            action.run(
              () => api.driveScenario({ action: 'stop' }),
              () => t('doneStop'),
            )
          }
        >
          {t('stop')}
        </Button>
        <Button
          color="warning"
          variant="outlined"
          disabled={action.busy}
          onClick={() =>
            action.run(
              () => api.reset(),
              () => t('doneReset'),
            )
          }
        >
          {t('reset')}
        </Button>
      </Stack>
    </ConsolePanel>
  );
});
