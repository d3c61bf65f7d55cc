// Above an edit form: the record changed elsewhere after the grower started typing; offer to load the latest.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export type ConflictAlertProps = {
  /** useRecordForm's `conflict`. */
  show: boolean;
  onLoadLatest: () => void;
  /** What changed, in the screen's words (e.g. "saving overwrites the other change"). */
  text: string;
  loadLabel: string;
  sx?: SxProps<Theme>;
};

export function ConflictAlert({ show, onLoadLatest, text, loadLabel, sx }: ConflictAlertProps) {
  if (!show) return null;
  return (
    <Alert
      severity="warning"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onLoadLatest}>
          {loadLabel}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
