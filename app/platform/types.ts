// The platform port: what differs between the web app and the packaged phone apps.

export type PlatformKind = 'web' | 'android' | 'ios';

/** Version, store/installer, exit and the hardware back button, behind one small interface. */
export interface Platform {
  readonly kind: PlatformKind;
  /** The installed app's version (semver-like, e.g. '1.2.0'). */
  readonly version: string;
  /** Opens a URL outside the app (iOS: the App Store page). */
  openUrl: (url: string) => void;
  /** Android: downloads the package (progress 0..1) and hands it to the system installer. */
  downloadAndInstall: (url: string, onProgress?: (fraction: number) => void) => Promise<void>;
  /** Quits the packaged app; nothing on the web. */
  exit: () => void;
  /** The packaged app's back button; the web never calls it. Returns the unsubscribe. */
  onBackButton: (handler: () => void) => () => void;
}

/** What a packaged shell injects as `window.GreenhouseNative` (a WebView bridge). */
export type NativeBridge = {
  platform: 'android' | 'ios';
  version: string;
  openUrl?: (url: string) => void;
  /** Receives the downloaded package and starts the system installer. */
  installPackage?: (pkg: Blob) => Promise<void> | void;
  exitApp?: () => void;
  addBackButtonListener?: (handler: () => void) => (() => void) | void;
};
