/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

// The Vite environment the app reads (app/config.ts parses and validates every one; .env.example documents them).
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_APP_INFO_BASE?: string;
  readonly VITE_MQTT_URL?: string;
  readonly VITE_MQTT_USERNAME?: string;
  readonly VITE_MQTT_PASSWORD?: string;
  readonly VITE_WECHAT_APPID?: string;
  readonly VITE_WECHAT_QR_URL?: string;
  readonly VITE_SIMULATED?: string;
  readonly VITE_MAX_PAYLOAD_BYTES?: string;
  readonly VITE_LIVE_ACK_TIMEOUT_MS?: string;
  readonly VITE_MAIN_SITE_BASE?: string;
  readonly VITE_NEW_SITE_BASE?: string;
  readonly VITE_SMARTFERTI_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
