// /Register_Success: the confirmation, with a button to the login tab with the phone prefilled.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { z } from '../../../protocol/zod-mini';
import { LeafIcon } from '../../components/icons';
import { useT } from '../../components/use-t';
import { readItem } from '../../stores/session-keys';
import { AuthFrame } from './auth-frame';

export function RegisterSuccessPage() {
  const t = useT();
  const navigate = useNavigate();
  const phone = readItem('registeredPhone', z.string()) ?? '';
  return (
    <AuthFrame>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
        <LeafIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h1">
          {t('routes:registerSuccess')}
        </Typography>
        <Typography color="text.secondary">{t('login:registerSuccessText')}</Typography>
        {phone && <Typography sx={{ fontWeight: 600 }}>{phone}</Typography>}
        <Button
          variant="contained"
          size="large"
          onClick={() => void navigate('/login', { replace: true, state: { phone } })}
        >
          {t('login:goLogin')}
        </Button>
      </Stack>
    </AuthFrame>
  );
}
