// The running scenario's timeline: past and coming steps with their narration, the next note highlighted.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useRef, type Ref } from 'react';
import { useTrainerT } from '../../i18n/trainer';
import { localize, nextNoteIndex, progressPercent, runClock } from './console-logic';
import { ConsolePanel } from './console-panel';
import type { RunningScenario, RunStep, ScenarioRun } from '../../../protocol/sim-world';

const kinds = ['narrate', 'event', 'weather', 'fault', 'reboot', 'request', 'cloud'] as const;

/** A step without a title is named by what it does (a kind the console does not know: as written). */
const stepKind = (t: ReturnType<typeof useTrainerT>, kind: string) =>
  (kinds as readonly string[]).includes(kind) ? t(`do_${kind as (typeof kinds)[number]}`) : kind;

const stepColor = { past: 'default', coming: 'info', failed: 'error' } as const;

export const TimelinePanel = memo(function TimelinePanel({
  run,
  title,
  lang,
}: {
  run: ScenarioRun | null;
  title: string;
  lang: string;
}) {
  const t = useTrainerT();
  return (
    <ConsolePanel title={t('timelineTitle')} testId="trainer-timeline">
      {run?.running === true ? (
        <RunTimeline run={run} title={title} lang={lang} />
      ) : (
        <Typography color="text.secondary">{t('noRun')}</Typography>
      )}
    </ConsolePanel>
  );
});

function RunTimeline({ run, title, lang }: { run: RunningScenario; title: string; lang: string }) {
  const t = useTrainerT();
  const next = nextNoteIndex(run.timeline);
  const listRef = useRef<HTMLOListElement>(null);
  const nextRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Keeps the step to talk about next near the top of the list as the run moves on; only the list
    // scrolls, never the page (jsdom has no scrollTo).
    const item = nextRef.current;
    if (item) listRef.current?.scrollTo?.({ top: Math.max(0, item.offsetTop - 48), behavior: 'smooth' });
  }, [next]);
  const nextStep = next >= 0 ? run.timeline[next] : undefined;
  return (
    <>
      <div>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('runOf', { title })}
        </Typography>
        <Typography variant="body2" data-testid="trainer-run-at" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('elapsed', { at: runClock(run.at), duration: runClock(run.durationMs) })}
          {run.finished && ` · ${t('runFinished')}`}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progressPercent(run.at, run.durationMs)}
          aria-label={t('elapsed', { at: runClock(run.at), duration: runClock(run.durationMs) })}
          sx={{ mt: 0.5 }}
        />
      </div>
      {nextStep && (
        <Alert severity="info" icon={false} data-testid="trainer-next-note">
          <Typography variant="overline" component="p">
            {t('nextNote')} · {runClock(nextStep.at)}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 500 }}>
            {localize(nextStep.note, lang)}
          </Typography>
        </Alert>
      )}
      <Box
        component="ol"
        ref={listRef}
        // Scrollable, so reachable by keyboard (arrow keys scroll it).
        tabIndex={0}
        aria-label={t('timelineTitle')}
        sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 420, overflowY: 'auto', position: 'relative' }}
      >
        {run.timeline.map((step, i) => (
          <TimelineStep
            key={step.index}
            step={step}
            isNext={i === next}
            itemRef={i === next ? nextRef : undefined}
            lang={lang}
          />
        ))}
      </Box>
    </>
  );
}

/** One step of the timeline: renders again only when its own step changed (a run's clock moves each second). */
const TimelineStep = memo(function TimelineStep({
  step,
  isNext,
  itemRef,
  lang,
}: {
  step: RunStep;
  isNext: boolean;
  itemRef: Ref<HTMLLIElement> | undefined;
  lang: string;
}) {
  const t = useTrainerT();
  return (
    <Box
      component="li"
      ref={itemRef}
      aria-current={isNext ? 'step' : undefined}
      data-state={step.state}
      data-testid="trainer-step"
      sx={{
        display: 'grid',
        gridTemplateColumns: '4.5em 1fr',
        gap: 1,
        py: 1,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: step.state === 'past' ? 0.7 : 1,
        bgcolor: isNext ? 'action.selected' : undefined,
      }}
    >
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {runClock(step.at)}
      </Typography>
      <div style={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {localize(step.title, lang) || stepKind(t, step.do)}
          </Typography>
          <Chip size="small" color={stepColor[step.state]} label={t(`step_${step.state}`)} />
        </Box>
        {step.note && <Typography variant="body2">{localize(step.note, lang)}</Typography>}
        {step.error && (
          <Typography variant="body2" color="error">
            {step.error}
          </Typography>
        )}
      </div>
    </Box>
  );
});
