// The upgrade dialog (290 wide): later, or update now (iOS: the store page; Android: download + install).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notifyKey } from '../../components/notify';
import { useT } from '../../components/use-t';
import type { Platform } from '../../platform';
import { dismissUpgrade, useUi } from '../../stores/ui-store';

/** Seed section 9: upgrade dialog width 290. */
export const UPGRADE_DIALOG_WIDTH = 290;

/** `platform` comes from the app's root (this dialog's chunk does not import the platform's
 * module, whose dynamic import of the packaged app's platform would split the first load into more files). */
export function UpgradeDialog({ platform }: { platform: Platform }) {
  const t = useT();
  const offer = useUi((s) => s.upgrade);
  const [progress, setProgress] = useState<number | null>(null);
  const update = async () => {
    if (!offer) return;
    const url = new URL(offer.url, window.location.href).href;
    if (offer.platform === 'ios') {
      platform.openUrl(url);
      return dismissUpgrade();
    }
    setProgress(0);
    try {
      await platform.downloadAndInstall(url, (fraction) => setProgress(Math.round(fraction * 100)));
      dismissUpgrade();
    } catch (error) {
      console.warn('[upgrade] install failed:', error);
      notifyKey('account:installFailed', { severity: 'error' });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Dialog
      open={offer !== null}
      aria-labelledby="upgrade-title"
      slotProps={{ paper: { sx: { width: UPGRADE_DIALOG_WIDTH, m: 2 } } }}
    >
      <DialogTitle id="upgrade-title">{t('common:newVersion')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{t('account:currentVersion', { version: platform.version })}</Typography>
        <Typography variant="body2" gutterBottom>
          {t('account:latestVersion', { version: offer?.version ?? '', date: offer?.date ?? '' })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {offer?.notes}
        </Typography>
        {progress !== null && (
          <>
            <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} />
            <Typography variant="caption">{t('account:downloading', { percent: progress })}</Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={dismissUpgrade} disabled={progress !== null}>
          {t('common:later')}
        </Button>
        <Button variant="contained" onClick={() => void update()} disabled={progress !== null}>
          {t('common:updateNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
