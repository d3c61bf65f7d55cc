// The "new version" dialog of the installed web app, in the look of the upgrade dialog: later, or
// reload. Its own chunk: update-prompt.tsx loads it when a new version first waits.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../components/use-t';
import { acceptReload, dismissReload, usePwa } from './pwa-store';

/** The upgrade dialog's width (seed section 9: 290). */
const PROMPT_WIDTH = 290;

export default function UpdateDialog() {
  const t = useT();
  const open = usePwa((s) => s.updateWaiting);
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    acceptReload().catch((error: unknown) => {
      console.warn('[pwa] could not switch to the new version:', error);
      setReloading(false);
    });
  };
  return (
    <Dialog
      open={open || reloading}
      aria-labelledby="pwa-update-title"
      aria-describedby="pwa-update-body"
      slotProps={{ paper: { sx: { width: PROMPT_WIDTH, m: 2 } } }}
    >
      <DialogTitle id="pwa-update-title">{t('common:newVersion')}</DialogTitle>
      <DialogContent>
        <Typography id="pwa-update-body" variant="body2">
          {t('pwa:updateReady')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismissReload} disabled={reloading}>
          {t('common:later')}
        </Button>
        <Button variant="contained" onClick={reload} disabled={reloading}>
          {t('pwa:reloadNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
