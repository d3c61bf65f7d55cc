// The WeChat stand-in: a QR "page" that lets a trainer or a test scan as a cloud account.
import { HttpResponse } from 'msw';
import { simRoute, simRoutes } from '../sim-routes.ts';
import { wechatStates } from '../../../protocol/rest.ts';
import type { CloudStore } from '../store.ts';
import { qrPage, type ScanOption } from './wechat-page.ts';

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The scan choices offered for each account: plain, from a zone link, and the failure branches. */
function optionsFor(store: CloudStore): ScanOption[] {
  const options: ScanOption[] = [];
  for (const account of store.accounts.values()) {
    const who = account.wxNickName ?? account.mobile;
    options.push({ label: `扫码登录：${who}（${account.mobile}）`, params: { mobile: account.mobile } });
    // A scan from a zone's link: the first server's, and the last one's when there are several.
    const linked =
      account.servers.length > 1 ? [account.servers[0], account.servers.at(-1)] : account.servers;
    for (const server of linked) {
      if (!server) continue;
      const zone = { mobile: account.mobile, base: server.sn, zone: '一号棚', zid: '1' };
      options.push({ label: `从温室链接扫码：${who} / ${server.sn} / 一号棚`, params: zone });
    }
  }
  const demo = store.accounts.values().next().value;
  if (demo) {
    options.push({ label: `令牌已过期：${demo.mobile}`, params: { mobile: demo.mobile, expired: '1' } });
    options.push({
      label: `菜单入口（WECHAT_MENU）：${demo.mobile}`,
      params: { mobile: demo.mobile, state: wechatStates[0] },
    });
    options.push({ label: '无效授权（错误的令牌）', params: { mobile: demo.mobile, token: 'not-a-token' } });
    options.push({ label: '错误的 state', params: { mobile: demo.mobile, state: 'forged-state' } });
  }
  return options;
}

export function wechatHandlers(store: CloudStore) {
  return [
    simRoute(simRoutes.wechatQr, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const state = query.get('state') ?? '';
      const redirect = query.get('redirect_uri') ?? '';
      if (!isHttpUrl(redirect))
        return new HttpResponse('redirect_uri must be an http(s) URL', { status: 400 });
      const html = qrPage({ state, redirect, appid: query.get('appid') ?? '', options: optionsFor(store) });
      return new HttpResponse(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }),

    // The "scan": issues a token for the account and sends the browser to the app's callback.
    simRoute(simRoutes.wechatScan, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const redirect = query.get('redirect_uri') ?? '';
      if (!isHttpUrl(redirect))
        return new HttpResponse('redirect_uri must be an http(s) URL', { status: 400 });
      const mobile = query.get('mobile') ?? '';
      const account = store.account(mobile);
      const token = account ? (query.get('token') ?? store.issueToken(account)) : 'unknown-account';
      if (account && query.get('expired') === '1') store.tokens.expire({ token });
      const target = new URL(redirect);
      target.searchParams.set('state', query.get('state') ?? '');
      target.searchParams.set('token', token);
      target.searchParams.set('mobile', mobile);
      for (const key of ['base', 'zone', 'zid'] as const) target.searchParams.set(key, query.get(key) ?? '');
      return new HttpResponse(null, { status: 302, headers: { location: target.href } });
    }),
  ];
}
