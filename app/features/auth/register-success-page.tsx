// /Register_Success: the confirmation, with a button to the login tab with the phone prefilled.
import { z } from '../../../protocol/zod-mini';
import { iconPaths } from '../../components/icon-paths';
import { useT } from '../../components/use-t';
import { readItem } from '../../stores/session-keys';
import { AuthFrame } from './auth-frame';
import { useAuthNav } from './auth-nav';
import { Button, Icon } from './ui/controls';

export function RegisterSuccessPage() {
  const t = useT();
  const { go } = useAuthNav();
  const phone = readItem('registeredPhone', z.string()) ?? '';
  return (
    <AuthFrame>
      <div className="gh-stack gh-stack--center">
        <Icon path={iconPaths.leaf} size={56} color="#2e7d32" />
        <h1 className="gh-title">{t('routes:registerSuccess')}</h1>
        <p className="gh-muted">{t('login:registerSuccessText')}</p>
        {phone && <p className="gh-strong">{phone}</p>}
        <Button
          variant="contained"
          size="large"
          onClick={() => go('/login', { replace: true, state: { phone } })}
        >
          {t('login:goLogin')}
        </Button>
      </div>
    </AuthFrame>
  );
}
