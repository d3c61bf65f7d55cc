// The logout dialog (seed "global elements"): OK logs the user out and goes to /login.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../use-t';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../stores/session-store';
import { closeLogoutDialog, useUi } from '../../stores/ui-store';

export function LogoutDialog() {
  const t = useT();
  const open = useUi((s) => s.logoutDialog);
  const navigate = useNavigate();
  const confirm = () => {
    closeLogoutDialog();
    signOut();
    void navigate('/login', { replace: true });
  };
  return (
    <Dialog open={open} onClose={closeLogoutDialog} aria-labelledby="logout-title">
      <DialogTitle id="logout-title">{t('shell:logoutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('auth:logoutConfirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeLogoutDialog}>{t('common:cancel')}</Button>
        <Button onClick={confirm} variant="contained" autoFocus>
          {t('common:ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
