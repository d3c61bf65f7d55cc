/**
 * What a fit allows: saving it, or, when its values predict the held-out day no better than the
 * model's own, saying so and keeping the zone as it is (model/calibration/fit.ts, `improves`).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../components/use-t';

export function FitVerdict(props: { improves: boolean; canSave: boolean; onSave: () => void }) {
  const t = useT();
  if (!props.improves)
    return (
      <Alert severity="warning" data-testid="calibration-no-gain">
        {t('automation:calNoGain')}
      </Alert>
    );
  return (
    <Box>
      <Button variant="contained" onClick={props.onSave} disabled={!props.canSave}>
        {t('automation:calSave')}
      </Button>
    </Box>
  );
}
