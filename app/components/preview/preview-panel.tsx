/**
 * The preview panel: the next 24 h of the affected zones under the saved configuration and under the
 * editor's unsaved one, overlaid, and the figures compared. A dialog (full screen on a phone); the
 * runs are the worker's, restarted as the form changes.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../use-t';
import { PreviewCharts, rowsOf } from './preview-charts';
import type { PreviewEdit } from './preview-edit';
import { positionAidsOf, PreviewInputError, previewRequestOf } from './preview-input';
import { createWorkerRunner, type PreviewRunner } from './preview-runner';
import { PreviewTable } from './preview-table';
import { usePreviewRun } from './use-preview-run';
import { useCalibrations, usePreviewLists, usePreviewSources } from './use-preview-sources';

export type PreviewPanelProps = PreviewEdit & {
  open: boolean;
  onClose: () => void;
  /** Runs a request; the Web Worker's unless a test gives its own. */
  runner?: PreviewRunner;
};

function useWorkerRunner(given: PreviewRunner | undefined): PreviewRunner {
  const [own] = useState(() => (given ? null : createWorkerRunner()));
  useEffect(() => () => own?.stop(), [own]);
  return given ?? own!.run;
}

export function PreviewPanel({ open, onClose, edit, editKey, zones, runner }: PreviewPanelProps) {
  const t = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const run = useWorkerRunner(runner);
  const lists = usePreviewLists();
  const affected = useMemo(() => (lists ? zones(lists) : []), [lists, zones]);
  // The zones run (all the base's when the setting names none), each on its own calibration.
  const watched = useMemo(
    () => (affected.length > 0 || !lists ? affected : lists.zone.map((z) => z.f_zone_id)),
    [affected, lists],
  );
  const sources = usePreviewSources(lists, useCalibrations(watched));
  const ready = sources.state === 'ready' ? sources : null;
  const key = open && ready && edit ? `${editKey}|${ready.shaped}|${ready.calibrated.join(',')}` : null;
  const state = usePreviewRun(
    key,
    () => previewRequestOf(ready!.sourcesNow(), ready!.saved, edit!(ready!.saved), affected),
    run,
  );
  const [shown, setShown] = useState<number | null>(null);
  const zid = shown !== null && affected.includes(shown) ? shown : (affected[0] ?? null);
  const result = state.state === 'done' ? state.result : null;
  const rows = useMemo(() => {
    if (!result || !ready || zid === null) return [];
    return rowsOf(result, zid, positionAidsOf(ready.saved.actuator, [zid]));
  }, [result, ready, zid]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      data-testid="preview-panel"
    >
      <DialogTitle>{t('preview:title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {ready && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={ready.shaped ? t('preview:shaped') : t('preview:hourly')}
              data-testid="preview-forecast-kind"
            />
            <CalibrationChips zones={watched} calibrated={ready.calibrated} />
            {result && (
              <Chip
                size="small"
                variant="outlined"
                label={t('preview:took', { ms: Math.round(result.ms) })}
              />
            )}
          </Box>
        )}
        {sources.state === 'noForecast' && <Alert severity="error">{t('preview:noForecast')}</Alert>}
        {sources.state === 'loading' && <Waiting text={t('preview:waiting')} />}
        {state.state === 'running' && <Waiting text={t('preview:running')} />}
        {state.state === 'error' && (
          <Alert severity="error" data-testid="preview-error">
            {state.error instanceof PreviewInputError
              ? t('preview:noReadings', { zid: state.error.zid })
              : t('preview:failed', {
                  message: state.error instanceof Error ? state.error.message : String(state.error),
                })}
          </Alert>
        )}
        {result && (
          <>
            {affected.length > 1 && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={zid}
                onChange={(_e, value: number | null) => value !== null && setShown(value)}
                aria-label={t('preview:zone')}
              >
                {affected.map((z) => (
                  <ToggleButton key={z} value={z}>
                    {t('preview:zone')} {z}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            <PreviewCharts rows={rows} />
            <PreviewTable saved={result.saved.summary} edited={result.edited.summary} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('preview:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** One chip when every zone runs alike; else each zone's, so a grower sees which runs on defaults. */
export function CalibrationChips({ zones, calibrated }: { zones: number[]; calibrated: number[] }) {
  const t = useT();
  const labelOf = (z: number) =>
    calibrated.includes(z) ? t('preview:calibrated') : t('preview:modelDefaults');
  const alike = zones.every((z) => calibrated.includes(z)) || zones.every((z) => !calibrated.includes(z));
  if (alike) return <Chip size="small" data-testid="preview-calibration" label={labelOf(zones[0] ?? 0)} />;
  return zones.map((z) => (
    <Chip
      key={z}
      size="small"
      data-testid="preview-calibration"
      label={`${t('preview:zone')} ${z}: ${labelOf(z)}`}
    />
  ));
}

function Waiting({ text }: { text: string }) {
  return (
    <Box aria-busy="true" data-testid="preview-progress">
      {text}
      <LinearProgress sx={{ mt: 1 }} />
    </Box>
  );
}
