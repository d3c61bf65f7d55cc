// Picking devices to assign to the zone: those in no zone first, then those of other zones.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query.ts';
import { busyKey, type DeviceMove } from './use-device-move.ts';
import { deviceId, type DeviceKind, type DeviceRecord } from '../../../live/zone-query.ts';
import { candidatesFor } from './zone-query.ts';

type Props = {
  kind: DeviceKind;
  kindWord: string;
  zone: { f_zone_id: number; name: string };
  mover: DeviceMove;
  onClose: () => void;
};

export function AssignDialog({ kind, kindWord, zone, mover, onClose }: Props) {
  const t = useT();
  const list = useLiveList(kind);
  const zones = useLiveList('zone');
  const zoneName = (zid: number) =>
    zones.items.find((z) => z.f_zone_id === zid)?.name ?? t('zones:zoneNumber', { id: zid });
  const candidates = candidatesFor<DeviceRecord>(list.items, zone.f_zone_id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>{t('zones:assignTitle', { kind: kindWord, zone: zone.name })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <ScreenState state={list.state} error={list.error} onRetry={list.reload}>
          {candidates.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 3 }}>
              {t('zones:noCandidates', { kind: kindWord })}
            </Typography>
          )}
          <List dense>
            {candidates.map((device) => (
              <ListItem
                key={deviceId(kind, device)}
                secondaryAction={
                  <Button
                    size="small"
                    variant="outlined"
                    loading={mover.busy === busyKey(kind, device)}
                    disabled={mover.busy !== null}
                    aria-label={t('zones:assignOne', { name: device.name })}
                    onClick={() => void mover.moveTo(kind, device, zone.f_zone_id)}
                  >
                    {t('zones:assign')}
                  </Button>
                }
              >
                <ListItemText
                  primary={`${device.name} · #${deviceId(kind, device)}`}
                  secondary={
                    device.zid === null
                      ? t('zones:unassigned')
                      : t('zones:inZone', { zone: zoneName(device.zid) })
                  }
                  sx={{ pr: 8 }}
                />
              </ListItem>
            ))}
          </List>
        </ScreenState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
