// Why a `?sid=` screen has nothing to show (bad link, unknown sensor), with the way back to the list.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../components/use-t';

export function SensorProblem({ problem, sid }: { problem: 'invalidSid' | 'notFound'; sid: number | null }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      data-testid="sensor-problem"
      action={
        <Button component={RouterLink} to="/device/sensor" color="inherit" size="small">
          {t('sensors:backToSensors')}
        </Button>
      }
    >
      {problem === 'invalidSid' ? t('sensors:invalidSid') : t('sensors:sensorNotFound', { sid: sid ?? '' })}
    </Alert>
  );
}
