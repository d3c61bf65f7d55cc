// Cancelling the account: a confirmation, then DELETE user?token and back to /login.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../components/use-t';
import { cancelAccount } from './account-actions';

export function DeleteAccount() {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    setOpen(false);
    if (await cancelAccount()) void navigate('/login', { replace: true });
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('auth:deleteAccount')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-title">
        <DialogTitle id="delete-title">{t('auth:deleteAccount')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('account:deleteConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common:cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void confirm()}>
            {t('common:confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
