import { z } from '../protocol/zod-mini';

/** The runtime config of the app: every URL and credential, none of them in source. */
export type AppConfig = {
  /** REST base ('' = same origin, the simulated cloud behind Vite's /api proxy). No trailing slash. */
  apiBase: string;
  /** Base of GET /v1/app-info (a separate service in production). No trailing slash. */
  appInfoBase: string;
  /** Broker URL, ws:// or wss://, path /mqtt/. */
  mqttUrl: string;
  /** Fixed broker credentials; when absent the live client logs in with mobile + token. */
  mqttUsername: string | undefined;
  mqttPassword: string | undefined;
  /** WeChat open-platform app id ('' = WeChat login not configured). */
  wechatAppId: string;
  /** The provider's QR login page, absolute (in simulation the cloud's stand-in /sim/wechat/qr). */
  wechatQrUrl: string;
  /** Where the provider sends the grower back: {origin}/auth_check (docs/design/protocol.md). */
  authCallbackUrl: string;
  /** True when the app runs against the simulated world. */
  simulated: boolean;
  /** Largest live payload the codec accepts, in bytes. */
  maxPayloadBytes: number;
  /** How long a live request waits for its ack, in ms. */
  liveAckTimeoutMs: number;
  /** Seed section 7 "other configured addresses": their use is not shown. */
  mainSiteBase: string;
  newSiteBase: string;
  smartfertiBase: string;
};

/** The parts of window.location the defaults are derived from. */
export type AppLocation = Pick<Location, 'protocol' | 'host' | 'origin'>;

/** The real WeChat QR login page, used when not simulated and VITE_WECHAT_QR_URL is unset. */
export const WECHAT_QR_PAGE = 'https://open.weixin.qq.com/connect/qrconnect';

const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
const isUrl = (v: string, schemes: string[]): boolean => {
  try {
    return schemes.includes(new URL(v).protocol);
  } catch {
    return false;
  }
};
// zod/mini (protocol/zod-mini.ts): the checks classic zod's methods would add, spelled as functions.
const httpOrPath = z.string().check(
  z.refine((v) => v.startsWith('/') || isUrl(v, ['http:', 'https:']), {
    message: 'must be an http:// or https:// URL or a path starting with /',
  }),
);
const wsUrl = z
  .string()
  .check(z.refine((v) => isUrl(v, ['ws:', 'wss:']), { message: 'must be a ws:// or wss:// URL' }));
const flag = z.pipe(
  z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }),
  z.transform((v) => v === 'true'),
);
const positiveInt = z
  .pipe(
    z.string().check(z.regex(/^\d+$/, { message: 'must be a positive whole number' })),
    z.transform(Number),
  )
  .check(z.refine((n) => n > 0 && Number.isSafeInteger(n), { message: 'must be a positive whole number' }));
/** Blank ('' or null) reads as unset (classic zod's `z.preprocess(blank, schema.optional())`). */
const opt = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(blank), z.optional(schema));
const noTrailingSlash = (v: string | undefined) => v?.replace(/\/+$/, '');

const envSchema = z
  .object({
    VITE_API_BASE: opt(httpOrPath),
    VITE_APP_INFO_BASE: opt(httpOrPath),
    VITE_MQTT_URL: opt(wsUrl),
    VITE_MQTT_USERNAME: opt(z.string()),
    VITE_MQTT_PASSWORD: opt(z.string()),
    VITE_WECHAT_APPID: opt(
      z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, { message: 'must be letters, digits, _ or -' })),
    ),
    VITE_WECHAT_QR_URL: opt(httpOrPath),
    VITE_SIMULATED: opt(flag),
    VITE_MAX_PAYLOAD_BYTES: opt(positiveInt),
    VITE_LIVE_ACK_TIMEOUT_MS: opt(positiveInt),
    VITE_MAIN_SITE_BASE: opt(httpOrPath),
    VITE_NEW_SITE_BASE: opt(httpOrPath),
    VITE_SMARTFERTI_BASE: opt(httpOrPath),
  })
  .check(
    z.superRefine((env, ctx) => {
      // Half a credential pair is a deployment mistake, not a reason to fall back silently.
      if ((env.VITE_MQTT_USERNAME === undefined) !== (env.VITE_MQTT_PASSWORD === undefined)) {
        const missing = env.VITE_MQTT_USERNAME === undefined ? 'VITE_MQTT_USERNAME' : 'VITE_MQTT_PASSWORD';
        ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other one' });
      }
    }),
  );

/** Parses the Vite environment into the config, or throws an Error naming every bad setting. */
export function parseConfig(env: Record<string, unknown>, location: AppLocation): AppConfig {
  const result = z.safeParse(envSchema, env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`[config] ${problems.join('; ')}`);
  }
  const e = result.data;
  // Unset VITE_SIMULATED: simulated in dev (`npm start`), real in a production build.
  const simulated = e.VITE_SIMULATED ?? env.PROD !== true;
  const origin = location.origin;
  const wsScheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const qr = e.VITE_WECHAT_QR_URL ?? (simulated ? '/sim/wechat/qr' : WECHAT_QR_PAGE);
  return {
    apiBase: noTrailingSlash(e.VITE_API_BASE) ?? '',
    appInfoBase: noTrailingSlash(e.VITE_APP_INFO_BASE) ?? '',
    mqttUrl: e.VITE_MQTT_URL ?? `${wsScheme}://${location.host}/mqtt/`,
    mqttUsername: e.VITE_MQTT_USERNAME,
    mqttPassword: e.VITE_MQTT_PASSWORD,
    wechatAppId: e.VITE_WECHAT_APPID ?? (simulated ? 'wx-simulated' : ''),
    wechatQrUrl: new URL(qr, origin).href,
    authCallbackUrl: new URL('/auth_check', origin).href,
    simulated,
    maxPayloadBytes: e.VITE_MAX_PAYLOAD_BYTES ?? 1024 * 1024,
    liveAckTimeoutMs: e.VITE_LIVE_ACK_TIMEOUT_MS ?? 10_000,
    mainSiteBase: new URL(e.VITE_MAIN_SITE_BASE ?? '/', origin).href,
    newSiteBase: new URL(e.VITE_NEW_SITE_BASE ?? '/', origin).href,
    smartfertiBase: new URL(e.VITE_SMARTFERTI_BASE ?? '/smartferti/', origin).href,
  };
}

// Outside a browser (Node tests, scripts) there is no window: fall back to a local origin.
const fallbackLocation: AppLocation = { protocol: 'http:', host: 'localhost', origin: 'http://localhost' };
let parsed: AppConfig | undefined;

/** The app's config, parsed once from import.meta.env and window.location on first use. */
export function getConfig(): AppConfig {
  parsed ??= parseConfig(
    import.meta.env ?? {},
    typeof window === 'undefined' ? fallbackLocation : window.location,
  );
  return parsed;
}

/**
 * The app's config as an object; parsing happens on the first property read, so importing is safe.
 * One getter per field: a field added to AppConfig and not here fails to compile.
 */
export const config: AppConfig = {
  get apiBase() {
    return getConfig().apiBase;
  },
  get appInfoBase() {
    return getConfig().appInfoBase;
  },
  get mqttUrl() {
    return getConfig().mqttUrl;
  },
  get mqttUsername() {
    return getConfig().mqttUsername;
  },
  get mqttPassword() {
    return getConfig().mqttPassword;
  },
  get wechatAppId() {
    return getConfig().wechatAppId;
  },
  get wechatQrUrl() {
    return getConfig().wechatQrUrl;
  },
  get authCallbackUrl() {
    return getConfig().authCallbackUrl;
  },
  get simulated() {
    return getConfig().simulated;
  },
  get maxPayloadBytes() {
    return getConfig().maxPayloadBytes;
  },
  get liveAckTimeoutMs() {
    return getConfig().liveAckTimeoutMs;
  },
  get mainSiteBase() {
    return getConfig().mainSiteBase;
  },
  get newSiteBase() {
    return getConfig().newSiteBase;
  },
  get smartfertiBase() {
    return getConfig().smartfertiBase;
  },
};
