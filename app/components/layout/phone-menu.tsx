// The phone's menu: the navigation list in a temporary drawer (a modal dialog). Loaded apart from the
// shell (nav-drawer.tsx) when the grower first opens it or once the first screen has painted.
import Drawer from '@mui/material/Drawer';
import { DRAWER_WIDTH } from '../theme';
import { useT } from '../use-t';
import { NavList } from './nav-list';

export default function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      // The phone's menu is a dialog: it is named like the tab that opens it.
      slotProps={{ paper: { 'aria-label': t('shell:tabMenu') } }}
    >
      <div style={{ width: Math.min(DRAWER_WIDTH + 40, 300) }}>
        <NavList onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
