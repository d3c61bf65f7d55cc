// The frame of the public screens: greenhouse background, brand, a card, and the footer.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { LeafIcon } from '../../components/icons';
import { useT } from '../../components/use-t';
import { currentLanguage } from '../../i18n';
import { LicenceDialog } from './licence-dialog';
import { LoginFooter } from './login-footer';
import { now } from '../../lib/world-time';

/** Today's date as the login screen shows it (e.g. 2026年6月15日星期一). */
export const dateDisplay = (now: Date, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'full' }).format(now);

export function AuthFrame({
  children,
  licence,
  brandHeading = false,
}: {
  children: ReactNode;
  licence?: [boolean, (open: boolean) => void];
  /** The app's name is the page's heading (a screen without a title of its own). */
  brandHeading?: boolean;
}) {
  const t = useT();
  const own = useState(false);
  const [licenceOpen, setLicenceOpen] = licence ?? own;
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #1b5e20 0%, #2e7d32 45%, #7cb342 100%)',
      }}
    >
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pt: 4 }}
      >
        <Box sx={{ width: '100%', maxWidth: 420 }}>
          <Box sx={{ color: '#fff', textAlign: 'center', mb: 2 }}>
            <LeafIcon sx={{ fontSize: 44 }} />
            <Typography variant="h5" component={brandHeading ? 'h1' : 'p'}>
              {t('common:appName')}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              {t('login:subtitle')}
            </Typography>
            <Typography variant="caption" sx={{ opacity: 0.85 }} data-testid="date-display">
              {dateDisplay(new Date(now()), currentLanguage())}
            </Typography>
          </Box>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>{children}</Paper>
        </Box>
      </Box>
      <LoginFooter onLicence={() => setLicenceOpen(true)} />
      <LicenceDialog open={licenceOpen} onClose={() => setLicenceOpen(false)} />
    </Box>
  );
}
