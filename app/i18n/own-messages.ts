// Shared modules loaded late (a button press) that load their own screens' namespaces with them, so
// the areas offering them do not carry their messages: the module (under app/) and its namespaces.
// Read by app/i18n/screen-namespaces.test.ts; the loader is the module's lazy import.
import type { ScreenNamespace } from './screen-loaders';

export const ownMessages: Record<string, ScreenNamespace[]> = {
  'components/preview/preview-panel': ['preview'],
};
