// The WeChat QR login URL (seed section 7): state = the device uuid with dashes turned into underscores.
import { wechatState } from '../../lib/uuid';

export type WechatSettings = { qrUrl: string; appId: string; callbackUrl: string };

/** The provider's QR page for this device, sending the grower back to the app's /auth_check. */
export function wechatLoginUrl(settings: WechatSettings, uuid: string): string {
  const url = new URL(settings.qrUrl);
  url.searchParams.set('appid', settings.appId);
  url.searchParams.set('redirect_uri', settings.callbackUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', wechatState(uuid));
  url.hash = 'wechat_redirect';
  return url.href;
}
