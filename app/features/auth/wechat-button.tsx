// The WeChat QR login button: leaves for the provider's QR page, which comes back to /auth_check.
import Button from '@mui/material/Button';
import { config } from '../../config';
import { QrIcon } from '../../components/icons';
import { useT } from '../../components/use-t';
import { deviceUuid } from '../../lib/uuid';
import { wechatLoginUrl } from './wechat';

export function WechatButton() {
  const t = useT();
  const configured = config.wechatAppId !== '';
  const open = () => {
    const settings = {
      qrUrl: config.wechatQrUrl,
      appId: config.wechatAppId,
      callbackUrl: config.authCallbackUrl,
    };
    window.location.assign(wechatLoginUrl(settings, deviceUuid()));
  };
  const hint = configured ? t('login:wechatHint') : t('login:wechatNotConfigured');
  // The hint: the browser's own tooltip on hover (the span, since a disabled button takes no pointer
  // events) and the button's description for screen readers; MUI's Tooltip and Popper weighed ~10 kB
  // gzip on /login (issue 15).
  return (
    <span title={hint}>
      {/* success.dark: the theme's #43a047 on white is 3.3:1, under WCAG's 4.5:1 for small text. */}
      <Button
        size="small"
        color="success"
        sx={{ '&:not(.Mui-disabled)': { color: 'success.dark' } }}
        startIcon={<QrIcon />}
        onClick={open}
        disabled={!configured}
        aria-describedby="wechat-login-hint"
      >
        {t('common:wechatLogin')}
      </Button>
      <span id="wechat-login-hint" hidden>
        {hint}
      </span>
    </span>
  );
}
