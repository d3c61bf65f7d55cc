// Whether the page runs inside the packaged Capacitor app: its native bridge injects window.Capacitor
// before the page loads, so the web bundle can tell without importing any Capacitor code.

type CapacitorGlobal = { isNativePlatform?: () => boolean };
// Its answer is compared with `true`, so any function passes for the one the shell injects.
const isCapacitor = (v: unknown): v is CapacitorGlobal =>
  typeof v === 'object' &&
  v !== null &&
  (!('isNativePlatform' in v) || typeof v.isNativePlatform === 'function');

/** True inside the Android or iOS app built with Capacitor (native/), false in any browser. */
export function isNativeShell(host: unknown = typeof window === 'undefined' ? undefined : window): boolean {
  const cap = host && typeof host === 'object' && 'Capacitor' in host ? host.Capacitor : undefined;
  return isCapacitor(cap) && typeof cap.isNativePlatform === 'function' && cap.isNativePlatform() === true;
}

/**
 * True in any packaged app: the Capacitor shell, or a WebView that injects the `GreenhouseNative`
 * bridge (app/platform/web.ts). The light /login is for browsers; a packaged app opens the full app,
 * whose platform answers the hardware back button and offers upgrades from the first screen.
 */
export function isPackagedApp(host: unknown = typeof window === 'undefined' ? undefined : window): boolean {
  return isNativeShell(host) || (typeof host === 'object' && host !== null && 'GreenhouseNative' in host);
}
