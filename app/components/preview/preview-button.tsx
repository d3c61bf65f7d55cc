/**
 * The 预演 (Preview) button of an editor: light, in the editor's own chunk; the panel, recharts, the
 * model's worker and the preview's messages load only when it is pressed.
 */
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { currentLanguage, loadScreenMessages } from '../../i18n';
import type { PreviewEdit } from './preview-edit';

const Panel = lazy(async () => {
  const [module] = await Promise.all([
    import('./preview-panel'),
    loadScreenMessages(currentLanguage(), ['preview']),
  ]);
  return { default: module.PreviewPanel };
});

export function PreviewButton({ label, ...edit }: PreviewEdit & { label: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        disabled={edit.edit === null}
        data-testid="preview-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <Panel {...edit} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
