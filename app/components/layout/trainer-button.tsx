// The header's button to the trainer console (/trainer). Rendered in simulated builds only (header.tsx).
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router-dom';
import { useTrainerT } from '../../i18n/trainer';
import { TooltipAfterPaint } from '../tooltip-after-paint';
import { createSvgIcon } from '@mui/material/utils';

const TrainerIcon = createSvgIcon(
  <path d="M5 13.18v4L12 21l7-3.82v-4L12 17zM12 3 1 9l11 6 9-4.91V17h2V9z" />,
  'Trainer',
);

export function TrainerButton() {
  const t = useTrainerT();
  return (
    <TooltipAfterPaint title={t('open')}>
      <IconButton
        color="inherit"
        component={Link}
        to="/trainer"
        aria-label={t('open')}
        data-testid="trainer-console-button"
      >
        <TrainerIcon />
      </IconButton>
    </TooltipAfterPaint>
  );
}
