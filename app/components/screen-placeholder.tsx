// A screen not built yet: its name and a note. Feature owners replace it with the real screen.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from './use-t';
import type { MessageKey } from '../i18n/keys';
import { Page } from './page';

export function ScreenPlaceholder({ name }: { name: MessageKey }) {
  const t = useT();
  return (
    <Page title={t(name)}>
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="screen-placeholder">
        <Typography color="text.secondary">{t('shell:placeholder')}</Typography>
      </Paper>
    </Page>
  );
}
