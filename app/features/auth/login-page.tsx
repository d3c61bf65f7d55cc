// /login: the login and register tabs (seed section 2). Back navigation is not allowed from here.
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { z } from '../../../protocol/zod-mini';
import { useT } from '../../components/use-t';
import { readItem } from '../../stores/session-keys';
import { AuthFrame } from './auth-frame';
import { AuthTabs } from './auth-tabs';
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
      <AuthTabs
        tabs={[
          { value: 'login', label: t('common:login') },
          { value: 'register', label: t('common:register') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <Box hidden={tab !== 'login'}>
        {tab === 'login' && <LoginForm key={prefill} initialPhone={prefill} />}
      </Box>
      <Box hidden={tab !== 'register'}>
        {tab === 'register' && <RegisterForm onRegistered={registered} onLicence={() => licence[1](true)} />}
      </Box>
    </AuthFrame>
  );
}
