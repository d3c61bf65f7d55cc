// The software licence and service agreement.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../components/use-t';

export function LicenceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="licence-title" scroll="paper">
      <DialogTitle id="licence-title">{t('login:licenceTitle')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>{t('login:licenceBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common:ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
