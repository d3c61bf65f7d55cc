/**
 * A screen's recorded styles, handed to emotion before the screen's components insert theirs. MUI
 * styles through emotion, which compiles each new style and inserts its rules while React commits the
 * screen that first uses it: on a phone-speed CPU a good part of a large screen's first commit. The
 * styles recorded from the built screen (`npm run styles:prerender`) go in as one element, and emotion
 * counts their names as inserted. A name is the hash of its style: one changed since the recording has
 * another name, and emotion inserts it as before. The home screen's come with index.html
 * (scripts/first-screen-styles.ts); a screen in a chunk of its own renders this first.
 */
import { withEmotionCache } from '@emotion/react';
import { useInsertionEffect } from 'react';

export type RecordedStyles = { readonly names: readonly string[]; readonly css: string };

/** What this needs of emotion's cache (its `EmotionCache`). */
type StyleCache = {
  key: string;
  inserted: Record<string, string | true | undefined>;
  sheet: { container: Node };
};

/** Adds the styles whose names emotion has not inserted yet, as one element; marks them inserted. */
export function adoptStyles(cache: StyleCache, styles: RecordedStyles): void {
  const names = styles.names.filter((name) => cache.inserted[name] === undefined);
  if (names.length === 0) return;
  const element = document.createElement('style');
  element.setAttribute('data-emotion', `${cache.key} ${names.join(' ')}`);
  element.textContent = styles.css;
  cache.sheet.container.appendChild(element);
  for (const name of names) cache.inserted[name] = true;
}

/**
 * Render it before the screen's other components: insertion effects run in the tree's order, so the
 * names are marked before any of theirs asks.
 */
export const AdoptedStyles = withEmotionCache(function AdoptedStyles(
  { styles }: { styles: RecordedStyles },
  cache: StyleCache,
) {
  useInsertionEffect(() => adoptStyles(cache, styles), [cache, styles]);
  return null;
});
