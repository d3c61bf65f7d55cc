// /login: the login and register tabs (seed section 2). Back navigation is not allowed from here.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { z } from '../../../protocol/zod-mini';
import { useT } from '../../components/use-t';
import { readItem } from '../../stores/session-keys';
import { AuthFrame } from './auth-frame';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const phoneState = z.object({ phone: z.string() });

export function LoginPage() {
  const t = useT();
  const location = useLocation();
  const licence = useState(false);
  const [tab, setTab] = useState<'login' | 'register'>('login');
  const [prefill, setPrefill] = useState(
    () => phoneState.safeParse(location.state).data?.phone ?? readItem('registeredPhone', z.string()) ?? '',
  );
  const registered = (phone: string) => {
    setPrefill(phone);
    setTab('login');
  };
  return (
    <AuthFrame licence={licence} brandHeading>
      <Tabs
        value={tab}
        onChange={(_e, value: 'login' | 'register') => setTab(value)}
        variant="fullWidth"
        sx={{ mb: 2 }}
      >
        <Tab value="login" label={t('common:login')} />
        <Tab value="register" label={t('common:register')} />
      </Tabs>
      <Box hidden={tab !== 'login'}>
        {tab === 'login' && <LoginForm key={prefill} initialPhone={prefill} />}
      </Box>
      <Box hidden={tab !== 'register'}>
        {tab === 'register' && <RegisterForm onRegistered={registered} onLicence={() => licence[1](true)} />}
      </Box>
    </AuthFrame>
  );
}
