/** Camera snapshots (networkDevice.snapshotUrl): an http(s) path or, in simulation, a data: URL image. */

/**
 * The URL to load for a snapshot taken at `at`: served images get `?t=at` so a refresh fetches the new
 * picture instead of the browser's cached one; data: URLs are the picture itself and stay as they are.
 */
export function snapshotSrc(url: string, at: number): string {
  if (url.startsWith('data:')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}t=${at}`;
}

/** Only pictures the app may show: data:image/..., http(s) and same-origin paths; never javascript: etc. */
export function isShowableSnapshot(url: string | undefined): url is string {
  if (!url) return false;
  return /^data:image\//.test(url) || /^https?:\/\//.test(url) || url.startsWith('/');
}
