// The foot of an edit form: the controller's refusal (the form stays filled), then save and the form's other buttons.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export type FormActionsProps = {
  /** The controller's refusal or the time-out, in words (useConfAction's `error`). */
  error: string | null;
  /** A save is in flight: the save button says so and waits. */
  pending: boolean;
  saveLabel: string;
  savingLabel: string;
  /** Buttons after save (cancel, delete). */
  children?: ReactNode;
};

export function FormActions({ error, pending, saveLabel, savingLabel, children }: FormActionsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {error && (
        <Alert severity="error" data-testid="save-error">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? savingLabel : saveLabel}
        </Button>
        {children}
      </Box>
    </Box>
  );
}
