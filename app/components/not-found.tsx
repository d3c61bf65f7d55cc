// Any path the route table does not know.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Page } from './page';
import { useT } from './use-t';

export function NotFound() {
  const t = useT();
  // Outside the app's frame: the page is its own main landmark.
  return (
    <Box component="main">
      <Page title={t('routes:notFound')}>
        <Typography sx={{ mb: 2 }}>{t('shell:notFoundText')}</Typography>
        <Button component={Link} to="/" variant="contained">
          {t('shell:backHome')}
        </Button>
      </Page>
    </Box>
  );
}
