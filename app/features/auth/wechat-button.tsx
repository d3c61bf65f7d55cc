// The WeChat QR login button: leaves for the provider's QR page, which comes back to /auth_check.
import { config } from '../../config';
import { iconPaths } from '../../components/icon-paths';
import { useT } from '../../components/use-t';
import { deviceUuid } from '../../lib/uuid';
import { Button, Icon } from './ui/controls';
import { wechatLoginUrl } from './wechat';

/** success.dark: the theme's #43a047 on white is 3.3:1, under WCAG's 4.5:1 for small text. */
const WECHAT_GREEN = '#1b5e20';

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
  // events) and the button's description for screen readers.
  return (
    <span title={hint}>
      <Button
        size="small"
        style={configured ? { color: WECHAT_GREEN } : undefined}
        onClick={open}
        disabled={!configured}
        aria-describedby="wechat-login-hint"
      >
        <Icon path={iconPaths.qr} size={18} />
        {t('common:wechatLogin')}
      </Button>
      <span id="wechat-login-hint" hidden>
        {hint}
      </span>
    </span>
  );
}
