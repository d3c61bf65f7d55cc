/**
 * /automaticSettings/ModelCalibration: per zone, the model's calibration (saved, or the model's own
 * values labelled as such), a fit from the zone's last week run in a worker, its held-out day, and
 * saving or forgetting it (docs/design/screens.md).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CalibrationOutcome } from '../../../model/calibration';
import { fallbackCalibration, type ZoneCalibration } from '../../../protocol/calibration';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useFarmZone } from '../../live/hooks/use-farm-zone';
import { useLiveList } from '../../live/query';
import { now } from '../../lib/world-time';
import { selectedServer, useBases } from '../../stores/bases-store';
import { useSession } from '../../stores/session-store';
import { ZoneTabs } from '../automation/zone-tabs';
import { loadCalibration, resetCalibration, saveCalibration, type ZoneKey } from './calibration-api';
import { FitResult } from './fit-result';
import { FitVerdict } from './fit-verdict';
import { fitInWorker } from './fit-in-worker';
import { ParamsTable } from './params-table';
import { HISTORY_DAYS, useZoneHistory } from './use-zone-history';

type Saved =
  | { state: 'loading' }
  | { state: 'ready'; calibration: ZoneCalibration | null }
  | { state: 'error'; error: string };
type Fitting =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; outcome: CalibrationOutcome }
  | { state: 'error'; error: string };

export function ModelCalibration() {
  const t = useT();
  const zones = useLiveList('zone');
  const [params, setParams] = useSearchParams();
  const sorted = useMemo(
    () => [...zones.items].sort((a, b) => a.order - b.order || a.f_zone_id - b.f_zone_id),
    [zones.items],
  );
  const zone = sorted.find((z) => z.f_zone_id === Number(params.get('zid'))) ?? sorted[0];
  const zid = zone?.f_zone_id ?? null;
  const farmZone = useFarmZone();
  const data = useZoneHistory(zid, farmZone);
  const token = useSession((s) => s.token);
  const mobile = useSession((s) => s.user?.mobile ?? null);
  const sn = useBases((s) => selectedServer(s)?.sn ?? null);
  const key: ZoneKey | null = token && mobile && sn && zid !== null ? { token, mobile, sn, zone: zid } : null;
  const keyId = key ? `${key.sn}|${key.zone}` : '';

  // Answers are kept with the zone they are for: another zone's shows as loading, and its fit as none.
  const [savedFor, setSavedFor] = useState<{ key: string; saved: Saved }>({
    key: '',
    saved: { state: 'loading' },
  });
  const [fittingFor, setFittingFor] = useState<{ key: string; fitting: Fitting }>({
    key: '',
    fitting: { state: 'idle' },
  });
  const saved: Saved = savedFor.key === keyId ? savedFor.saved : { state: 'loading' };
  const fitting: Fitting = fittingFor.key === keyId ? fittingFor.fitting : { state: 'idle' };
  const setSaved = useCallback((next: Saved) => setSavedFor({ key: keyId, saved: next }), [keyId]);
  const setFitting = (next: Fitting) => setFittingFor({ key: keyId, fitting: next });
  const reload = useCallback(() => {
    if (!key) return;
    loadCalibration(key).then(
      (calibration) => setSaved({ state: 'ready', calibration }),
      (e: unknown) => setSaved({ state: 'error', error: String(e) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyId names the zone the key is for
  }, [keyId, setSaved]);
  useEffect(reload, [reload]);

  const run = () => {
    if (!data.history) return;
    setFitting({ state: 'running' });
    fitInWorker(data.history).then(
      (outcome) => setFitting({ state: 'done', outcome }),
      (e: unknown) => setFitting({ state: 'error', error: String(e) }),
    );
  };
  const fit = fitting.state === 'done' && fitting.outcome.ok ? fitting.outcome.fit : null;
  const save = () => {
    if (!key || !fit) return;
    const calibration: ZoneCalibration = {
      sn: key.sn,
      zone: key.zone,
      params: fit.params,
      fittedAt: now(),
      trainedFrom: fit.trainedFrom,
      trainedTo: fit.trainedTo,
      heldOutDay: fit.heldOutDay,
      before: fit.before,
      after: fit.after,
    };
    saveCalibration(key.token, calibration).then(reload, (e: unknown) =>
      setSaved({ state: 'error', error: String(e) }),
    );
  };
  const reset = () => {
    if (key)
      resetCalibration(key).then(reload, (e: unknown) => setSaved({ state: 'error', error: String(e) }));
  };
  const current = saved.state === 'ready' ? saved.calibration : null;

  return (
    <Page title={t('automation:calTitle')}>
      <ScreenState state={data.state} error={data.error} empty={sorted.length === 0} onRetry={data.retry}>
        {zid !== null && (
          <ZoneTabs
            zones={sorted}
            zid={zid}
            onChange={(next) => setParams({ zid: String(next) }, { replace: true })}
          />
        )}
        {/* One column at every width: beside each other, the fitted table's four columns wrapped word by word. */}
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
          <Box component="section" aria-labelledby="calibration-current" sx={{ display: 'grid', gap: 1 }}>
            {/* Not the defaults' label while the saved calibration is still on its way. */}
            <Typography id="calibration-current" variant="h6" component="h2">
              {saved.state === 'loading'
                ? t('automation:calLoadingSaved')
                : current
                  ? t('automation:calSaved', { day: current.heldOutDay })
                  : t('automation:calDefaults')}
            </Typography>
            {saved.state === 'error' && <Alert severity="error">{saved.error}</Alert>}
            {saved.state !== 'loading' && (
              <ParamsTable
                params={current?.params ?? fallbackCalibration}
                label={t('automation:calCurrentValues')}
              />
            )}
            {current && (
              <Typography variant="body2">
                {t('automation:calRmse', {
                  tBefore: current.before.airTemp.toFixed(2),
                  tAfter: current.after.airTemp.toFixed(2),
                  hBefore: current.before.airHum.toFixed(2),
                  hAfter: current.after.airHum.toFixed(2),
                })}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                onClick={run}
                disabled={!data.history || fitting.state === 'running'}
              >
                {t('automation:calRun', { days: HISTORY_DAYS })}
              </Button>
              {current && (
                <Button color="warning" onClick={reset}>
                  {t('automation:calReset')}
                </Button>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('automation:calHow')}
            </Typography>
          </Box>
          <Box component="section" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
            {fitting.state === 'running' && (
              <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <CircularProgress size={24} />
                {t('automation:calRunning')}
              </Box>
            )}
            {fitting.state === 'error' && <Alert severity="error">{fitting.error}</Alert>}
            {fitting.state === 'done' && !fitting.outcome.ok && (
              <Alert severity="info" data-testid="calibration-refusal">
                {refusalText(fitting.outcome.refusal, t)}
              </Alert>
            )}
            {fit && (
              <>
                <FitResult fit={fit} />
                <FitVerdict improves={fit.improves} canSave={key !== null} onSave={save} />
              </>
            )}
          </Box>
        </Box>
      </ScreenState>
    </Page>
  );
}

/** A refusal in the grower's words, with the values it names. */
function refusalText(
  r: Extract<CalibrationOutcome, { ok: false }>['refusal'],
  t: ReturnType<typeof useT>,
): string {
  switch (r.kind) {
    case 'missing':
      return t('automation:calRefused_missing', { data: t(`automation:calData_${r.type}`) });
    case 'tooShort':
      return t('automation:calRefused_tooShort', { days: r.days, needed: r.needed });
    case 'gaps':
      return t('automation:calRefused_gaps', { pct: Math.round(r.coverage * 100) });
    case 'flat':
      return t('automation:calRefused_flat', { swing: r.swingK });
    case 'noHeatingOrVenting':
      return t('automation:calRefused_noHeatingOrVenting');
  }
}
