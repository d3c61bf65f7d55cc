// /ferticenter_old: the legacy read-only view of the chosen centre, a compact table of its live values.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { centreHref } from './fert-view';
import { LegacyTable } from './legacy-table';
import { useChosenCentre } from './use-chosen-centre';

export function LegacyPage() {
  const t = useT();
  const { centres, centre } = useChosenCentre();
  return (
    <Page
      title={centre ? `${t('routes:ferticenterOld')} · ${centre.name}` : t('routes:ferticenterOld')}
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
          centre && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Alert
                severity="info"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    component={RouterLink}
                    to={centreHref(centre.layout === 'single' ? 'single' : 'dual', centre.fid)}
                  >
                    {t('fertigation:openNew')}
                  </Button>
                }
              >
                {t('fertigation:legacyHint')}
              </Alert>
              <LegacyTable key={centre.fid} centre={centre} />
            </Box>
          )
        )}
      </ScreenState>
    </Page>
  );
}
