/**
 * MUI's Tooltip, mounted after the screen's first paint. A Tooltip keeps its child's element in state,
 * set from the child's ref as it mounts: an update React runs synchronously at the end of the commit,
 * which also pulls every passive effect of that commit into the same task (the trainer console's event
 * buttons, the header's console button). Until then the child carries what the closed Tooltip would
 * give it: the hint as its `title` when the Tooltip describes it.
 */
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, type ReactElement } from 'react';
import { useAfterPaint } from './use-after-paint';

export function TooltipAfterPaint({ children, ...props }: TooltipProps) {
  const painted = useAfterPaint();
  if (painted) return <Tooltip {...props}>{children}</Tooltip>;
  return props.describeChild && typeof props.title === 'string'
    ? cloneElement(children as ReactElement<{ title?: string }>, { title: props.title })
    : children;
}
