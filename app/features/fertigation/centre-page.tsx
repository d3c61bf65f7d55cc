// /ferticenter and /ferticenter1: the chosen centre (?fid=, else the last picked) drawn in one layout.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { CentreLive } from './centre-live';
import { useChosenCentre } from './use-chosen-centre';

export type CentrePageProps = {
  layout: 'dual' | 'single';
  title: 'routes:ferticenter' | 'routes:ferticenter1';
};

export function CentrePage({ layout, title }: CentrePageProps) {
  const t = useT();
  const { centres, centre } = useChosenCentre();
  return (
    <Page
      title={centre ? `${t(title)} · ${centre.name}` : t(title)}
      actions={
        <Button component={RouterLink} to="/ferticenter-select" size="small">
          {t('fertigation:switchCentre')}
        </Button>
      }
    >
      <ScreenState state={centres.state} error={centres.error} onRetry={centres.reload}>
        {centres.empty ? (
          <Alert severity="info" data-testid="screen-empty">
            {t('fertigation:noCentres')}
          </Alert>
        ) : (
          centre && <CentreLive key={centre.fid} centre={centre} layout={layout} />
        )}
      </ScreenState>
    </Page>
  );
}
