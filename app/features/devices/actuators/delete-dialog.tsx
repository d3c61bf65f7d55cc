// Confirms deleting an actuator.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../../components/use-t';

export type DeleteDialogProps = {
  open: boolean;
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteDialog({ open, name, pending, onCancel, onConfirm }: DeleteDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-actuator-title">
      <DialogTitle id="delete-actuator-title">{t('actuators:deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('actuators:deleteConfirm', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common:cancel')}</Button>
        <Button color="error" variant="contained" disabled={pending} onClick={onConfirm}>
          {t('common:delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
