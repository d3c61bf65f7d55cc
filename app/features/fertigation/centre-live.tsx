// One centre live: its state, process diagram (dual or single layout), readings, program and run chart.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FertCenter } from '../../../protocol/live/irrigation.ts';
import { ConfirmDialog } from '../../components/forms/confirm-dialog';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { showSnackbar } from '../../stores/ui-store';
import { CentreReadings } from './centre-readings';
import { CentreState } from './centre-state';
import { DualDiagram } from './dual-diagram';
import { ProgramPanel } from './program-panel';
import { RunChartSection } from './run-chart-section';
import { runOf } from './run-trend';
import { SingleDiagram } from './single-diagram';
import { useFertStatus } from './use-fert-status';
import { useIrrigationProgram } from '../../live/hooks/use-irrigation-program';
import { useRefill } from './use-refill';
import { useRunTrend } from './use-run-trend';

export function CentreLive({ centre, layout }: { centre: FertCenter; layout: 'dual' | 'single' }) {
  const t = useT();
  const status = useFertStatus(centre.fid);
  const program = useIrrigationProgram();
  const plans = useLiveList('irrigationPlan');
  const valves = useLiveList('valve');
  const refill = useRefill(centre.fid);
  const run = runOf(status.data, program.status);
  const points = useRunTrend(centre, status.data, run);
  const vid = program.status?.state === 'idle' ? null : (program.status?.vid ?? null);
  const valve = vid === null ? null : (valves.items.find((v) => v.vid === vid)?.name ?? `#${vid}`);
  const capacity = status.data?.tanks.find((k) => k.name === refill.asking)?.capacityL ?? 0;
  const confirmRefill = async () => {
    const tank = refill.asking ?? '';
    if (await refill.confirm()) showSnackbar(t('fertigation:refillDone', { tank }), { severity: 'success' });
  };
  const Diagram = layout === 'dual' ? DualDiagram : SingleDiagram;
  return (
    <ScreenState state={status.state} error={status.error} onRetry={status.reload}>
      {status.data && (
        <Box sx={{ display: 'grid', gap: 2 }} data-testid="centre-live" data-fid={centre.fid}>
          <CentreState status={status.data} />
          {refill.error && (
            <Alert severity="error" data-testid="refill-error">
              {t('fertigation:refillFailed', { error: refill.error })}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
            }}
          >
            <Diagram status={status.data} valve={valve} refill={refill} />
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <CentreReadings status={status.data} />
              <Box component="section" aria-label={t('fertigation:programTitle')}>
                <ProgramPanel
                  program={program}
                  plans={plans.items}
                  valve={valve}
                  centrePid={status.data.pid}
                />
              </Box>
              <RunChartSection status={status.data} run={run} points={points} />
            </Box>
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={refill.asking !== null}
        text={t('fertigation:refillConfirm', { tank: refill.asking ?? '', capacity })}
        confirm={t('fertigation:refill')}
        onConfirm={() => void confirmRefill()}
        onCancel={() => refill.ask(null)}
      />
    </ScreenState>
  );
}
