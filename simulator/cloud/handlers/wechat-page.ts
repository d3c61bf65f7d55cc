// The stand-in QR page's HTML: one link per scan choice, each carrying the state and redirect.

/** A "scan as" choice: its label and the query it adds to /sim/wechat/scan. */
export type ScanOption = { label: string; params: Record<string, string> };

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function qrPage(input: {
  state: string;
  redirect: string;
  appid: string;
  options: ScanOption[];
}): string {
  const links = input.options.map((option) => {
    const query = new URLSearchParams({ state: input.state, redirect_uri: input.redirect, ...option.params });
    return `<li><a href="/sim/wechat/scan?${escape(query.toString())}">${escape(option.label)}</a></li>`;
  });
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信扫码登录（模拟）</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1b3a1f;background:#f3f8f1}
.qr{width:160px;height:160px;margin:16px 0;background:repeating-conic-gradient(#1b3a1f 0 25%,#fff 0 50%) 0 0/20px 20px;border:8px solid #fff}
li{margin:10px 0}a{color:#2e7d32}</style></head>
<body><h1>微信扫码登录（模拟）</h1>
<p>这是模拟云端的微信登录替身页面。appid: ${escape(input.appid)}，state: <code>${escape(input.state)}</code></p>
<div class="qr" aria-hidden="true"></div>
<p>选择一个账号"扫码"：</p><ul>${links.join('')}</ul></body></html>`;
}
