// The foot of an edit form: what went wrong (fix the red fields / the controller's refusal), save, cancel, delete.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../../components/use-t';

export type SaveBarProps = {
  /** The controller's refusal or the time-out, in words. */
  error: string | null;
  /** A save was tried while a field is invalid (nothing was sent). */
  invalid: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Absent for a new record. */
  onDelete?: () => void;
  deleteLabel: string;
};

export function SaveBar({ error, invalid, pending, onCancel, onDelete, deleteLabel }: SaveBarProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {invalid && (
        <Alert severity="warning" data-testid="form-invalid">
          {t('water:fixErrors')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" data-testid="save-error">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? t('water:saving') : t('common:save')}
        </Button>
        <Button onClick={onCancel} disabled={pending}>
          {t('common:cancel')}
        </Button>
        {onDelete && (
          <Button color="error" onClick={onDelete} disabled={pending} sx={{ ml: 'auto' }}>
            {deleteLabel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
