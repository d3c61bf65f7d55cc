// The live state of the running scenario's expectations: pending, met or missed, and at what simulated time.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTrainerT } from '../../i18n/trainer';
import { expectationCounts, localize, runClock } from './console-logic';
import { ConsolePanel } from './console-panel';
import type { RunExpectation, ScenarioRun } from '../../../protocol/sim-world';

const stateColor = { pending: 'default', met: 'success', missed: 'error' } as const;

export const ExpectationsPanel = memo(function ExpectationsPanel({
  run,
  lang,
}: {
  run: ScenarioRun | null;
  lang: string;
}) {
  const t = useTrainerT();
  if (run?.running !== true) return null;
  const counts = expectationCounts(run.expectations);
  return (
    <ConsolePanel title={t('expectationsTitle')} testId="trainer-expectations">
      {run.expectations.length === 0 ? (
        <Typography color="text.secondary">{t('noExpectations')}</Typography>
      ) : (
        <>
          <Typography variant="body2" aria-live="polite">
            {t('expSummary', counts)}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {run.expectations.map((e) => (
              <ExpectationItem key={e.id} expectation={e} lang={lang} />
            ))}
          </Box>
        </>
      )}
    </ConsolePanel>
  );
});

/** One expectation: renders again only when its own state changed. */
const ExpectationItem = memo(function ExpectationItem({
  expectation: e,
  lang,
}: {
  expectation: RunExpectation;
  lang: string;
}) {
  const t = useTrainerT();
  return (
    <Box
      component="li"
      data-testid="trainer-expectation"
      data-state={e.state}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'baseline',
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Chip size="small" color={stateColor[e.state]} label={t(`exp_${e.state}`)} sx={{ flexShrink: 0 }} />
      <div style={{ minWidth: 0 }}>
        <Typography variant="body2">{localize(e.title, lang) || e.id}</Typography>
        {(e.at !== null && e.at !== undefined) || e.detail ? (
          <Typography variant="caption" color="text.secondary">
            {e.at !== null && e.at !== undefined ? t('expAt', { at: runClock(e.at) }) : ''}
            {e.detail ? ` ${localize(e.detail, lang)}` : ''}
          </Typography>
        ) : null}
      </div>
    </Box>
  );
});
