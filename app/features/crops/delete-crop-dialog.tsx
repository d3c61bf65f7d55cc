// Deleting a crop group after a confirmation; its zones stay as they are.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CropGroup } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import { useConfAction } from '../../live/hooks/use-conf-action.ts';

export function DeleteCropDialog({ group, onClose }: { group: CropGroup; onClose: () => void }) {
  const t = useT();
  const action = useConfAction();
  const remove = async () => {
    if (await action.send('crop', 'delete', { cid: group.cid })) onClose();
  };
  return (
    <Dialog open onClose={action.pending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('crops:deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('crops:deleteConfirm', { name: group.name })}</DialogContentText>
        {action.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {action.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.pending} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void remove()} loading={action.pending}>
          {t('common:delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
