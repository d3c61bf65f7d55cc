// Capacitor: the packaged Android and iOS apps wrap the production build in dist/ (docs/operations.md "Packaged apps (Capacitor)").
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.greenhousehil.grower',
  appName: '温室智能管控',
  webDir: 'dist',
  android: { path: 'native/android' },
  ios: { path: 'native/ios' },
};

export default config;
