// A yes/no question before something that cannot be undone (deleting an alarm rule).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useT } from '../use-t';

export type ConfirmDialogProps = {
  open: boolean;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ open, text, confirm, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby="confirm-text">
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button color="error" onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
