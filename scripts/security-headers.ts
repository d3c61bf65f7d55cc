/**
 * The production app's web security: the Content-Security-Policy derived from the app's
 * configured origins, and the response headers a host must send. Used by vite.config.ts (a meta tag
 * in the built index.html, headers on `vite preview`) and documented for production hosting.
 */

type Env = Record<string, string | undefined>;

/** The origin of an absolute http(s)/ws(s) URL; nothing for a path (same origin, covered by 'self'). */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^(https?|wss?):\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The policy. connect-src: this origin ('self' covers ws(s) to it in CSP 3) plus the REST, app-info
 * and broker origins named in config. Styles allow inline: MUI's emotion writes <style> tags.
 */
export function contentSecurityPolicy(env: Env, options: { frameAncestors?: boolean } = {}): string {
  const connect = new Set(["'self'"]);
  for (const name of ['VITE_API_BASE', 'VITE_APP_INFO_BASE', 'VITE_MQTT_URL']) {
    const origin = originOf(env[name]);
    if (origin) connect.add(origin);
  }
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // MQTT.js keeps its keepalive timers in a worker made from a blob (worker-timers), so that a
    // background tab's throttled timers do not drop the connection.
    "worker-src 'self' blob:",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only in a header: browsers ignore frame-ancestors in a meta tag.
    ...(options.frameAncestors ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

/** The headers every response of the app's host carries (preview server, and production hosting). */
export function securityHeaders(env: Env): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, { frameAncestors: true }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** The meta tag put into the built index.html. */
export const cspMeta = (env: Env): string =>
  `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env)}" />`;
