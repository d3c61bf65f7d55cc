// A zone screen opened with a bad or missing f_zone_id (or a zone that is gone): why, and the way home.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../components/use-t';

export function ZoneProblem({ message }: { message: string }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      data-testid="zone-param-error"
      action={
        <Button component={RouterLink} to="/" color="inherit" size="small">
          {t('home:backHome')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
