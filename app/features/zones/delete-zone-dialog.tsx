// Deleting a zone, after a confirmation. A zone that still has devices or crop groups is not deleted:
// the controller would keep records pointing at a zone that no longer exists.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useT } from '../../components/use-t';
import { useConfAction } from '../../live/hooks/use-conf-action.ts';
import { countOf } from './device-counts.ts';
import type { ZoneDependants } from './use-zone-devices.ts';

type Props = { zone: Zone; dependants: ZoneDependants; onClose: () => void };

export function DeleteZoneDialog({ zone, dependants, onClose }: Props) {
  const t = useT();
  const action = useConfAction();
  const devices = countOf(dependants.counts, zone.f_zone_id).total;
  const groups = dependants.cropGroups.get(zone.f_zone_id) ?? [];
  const ready = dependants.state === 'ready';
  const blocked = !ready || devices > 0 || groups.length > 0;

  const remove = async () => {
    if (await action.send('zone', 'delete', { f_zone_id: zone.f_zone_id })) onClose();
  };

  return (
    <Dialog open onClose={action.pending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('zones:deleteTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('zones:deleteConfirm', { name: zone.name })}</DialogContentText>
          {dependants.state === 'loading' && <Alert severity="info">{t('zones:deleteChecking')}</Alert>}
          {(dependants.state === 'error' || dependants.state === 'offline') && (
            <Alert severity="error">{dependants.error ?? t('live:offlineState')}</Alert>
          )}
          {ready && devices > 0 && (
            <Alert severity="warning">{t('zones:deleteBlockedDevices', { count: devices })}</Alert>
          )}
          {ready && groups.length > 0 && (
            <Alert severity="warning">{t('zones:deleteBlockedCrops', { names: groups.join('、') })}</Alert>
          )}
          {action.error && <Alert severity="error">{action.error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.pending} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void remove()}
          disabled={blocked}
          loading={action.pending}
        >
          {t('common:delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
