// /accountSetting/changePassword: old + new password twice; also the account cancellation.
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/page';
import { useT } from '../../components/use-t';
import { submitChange } from './account-actions';
import { DeleteAccount } from './delete-account';

export function ChangePasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', again: '' });
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof form, label: string) => (
    <TextField
      type="password"
      label={label}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
      slotProps={{ htmlInput: { maxLength: 64, name } }}
    />
  );
  const submit = async () => {
    setBusy(true);
    const relogin = await submitChange(form);
    setBusy(false);
    if (relogin) void navigate('/login', { replace: true });
  };
  return (
    <Page title={t('routes:changePassword')}>
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}>
        <Stack spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
          {field('oldPassword', t('auth:oldPassword'))}
          {field('newPassword', t('auth:newPassword'))}
          {field('again', t('account:confirmPassword'))}
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {t('common:save')}
          </Button>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <DeleteAccount />
      </Paper>
    </Page>
  );
}
