// The centre's state in one line: idle, dosing, or stopped with why (e.g. "A罐已空，停止配肥").
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';
import { useT } from '../../components/use-t';
import { stateKey, stopReasonOf } from './fert-view';

const severity = { idle: 'info', dosing: 'success', stopped: 'error' } as const;

export function CentreState({ status }: { status: FertCenterStatus }) {
  const t = useT();
  const reason = stopReasonOf(status);
  return (
    <Alert
      severity={severity[status.state]}
      data-testid="centre-state"
      data-state={status.state}
      data-stop-reason={status.stopReason ?? ''}
      role="status"
    >
      {reason ? (
        <>
          <AlertTitle data-testid="stop-reason">{t(reason.key, reason.values)}</AlertTitle>
          {t('fertigation:stoppedWater')}
        </>
      ) : (
        t(stateKey(status))
      )}
    </Alert>
  );
}
