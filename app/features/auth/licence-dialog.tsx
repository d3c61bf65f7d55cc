// The software licence and service agreement.
import { useT } from '../../components/use-t';
import { Button } from './ui/controls';
import { Dialog } from './ui/dialog';

export function LicenceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('login:licenceTitle')}
      actions={
        <Button variant="contained" onClick={onClose}>
          {t('common:ok')}
        </Button>
      }
    >
      {t('login:licenceBody')}
    </Dialog>
  );
}
