// A modal dialog on the browser's own <dialog> (focus kept inside, Escape closes), in the theme's look.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="gh-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <h2 id={titleId} className="gh-dialog__title">
        {title}
      </h2>
      <div className="gh-dialog__body">{children}</div>
      <div className="gh-dialog__actions">{actions}</div>
    </dialog>
  );
}
