// The platform of the running app: a plain browser, or a packaged app whose shell injects a bridge.
import { version as buildVersion } from '../../package.json';
import type { NativeBridge, Platform } from './types';

const isFunction = (v: unknown): v is (...args: never[]) => unknown => typeof v === 'function';

/** The bridge when the shell injected a well-formed one, else undefined (plain browser). */
export function readBridge(host: unknown): NativeBridge | undefined {
  const bridge =
    host && typeof host === 'object' && 'GreenhouseNative' in host ? host.GreenhouseNative : undefined;
  return isBridge(bridge) ? bridge : undefined;
}

// Platform and version are read at once; the optional calls are checked where they are made.
const isBridge = (b: unknown): b is NativeBridge =>
  typeof b === 'object' &&
  b !== null &&
  'platform' in b &&
  (b.platform === 'android' || b.platform === 'ios') &&
  'version' in b &&
  typeof b.version === 'string';

/** Reads a download into a Blob, reporting progress when the size is known. */
async function download(url: string, onProgress?: (fraction: number) => void): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`[platform] download failed: HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length') ?? 0);
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    if (total > 0) onProgress?.(Math.min(received / total, 1));
  }
  onProgress?.(1);
  return new Blob(parts, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

/** The platform for `host` (window): the bridge's when packaged, else the web with the build version. */
export function createPlatform(
  host: Pick<Window, 'open'> | undefined = typeof window === 'undefined' ? undefined : window,
): Platform {
  const bridge = readBridge(host);
  return {
    kind: bridge?.platform ?? 'web',
    version: bridge?.version ?? buildVersion,
    openUrl(url) {
      if (bridge?.openUrl) bridge.openUrl(url);
      else host?.open(url, '_blank', 'noopener');
    },
    async downloadAndInstall(url, onProgress) {
      const pkg = await download(url, onProgress);
      if (!isFunction(bridge?.installPackage)) throw new Error('[platform] no installer on this platform');
      await bridge.installPackage(pkg);
    },
    exit() {
      bridge?.exitApp?.();
    },
    onBackButton(handler) {
      const off = bridge?.addBackButtonListener?.(handler);
      return typeof off === 'function' ? off : () => undefined;
    },
  };
}
