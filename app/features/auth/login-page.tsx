// /login: the login and register tabs (seed section 2). Back navigation is not allowed from here.
import { useState } from 'react';
import { z } from '../../../protocol/zod-mini';
import { useT } from '../../components/use-t';
import { readItem } from '../../stores/session-keys';
import { AuthFrame } from './auth-frame';
import { useAuthNav } from './auth-nav';
import { AuthTabs } from './auth-tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const phoneState = z.object({ phone: z.string() });

export function LoginPage() {
  const t = useT();
  const nav = useAuthNav();
  const licence = useState(false);
  const [tab, setTab] = useState<'login' | 'register'>('login');
  const [prefill, setPrefill] = useState(
    () => phoneState.safeParse(nav.state).data?.phone ?? readItem('registeredPhone', z.string()) ?? '',
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
      <div hidden={tab !== 'login'}>
        {tab === 'login' && <LoginForm key={prefill} initialPhone={prefill} />}
      </div>
      <div hidden={tab !== 'register'}>
        {tab === 'register' && <RegisterForm onRegistered={registered} onLicence={() => licence[1](true)} />}
      </div>
    </AuthFrame>
  );
}
