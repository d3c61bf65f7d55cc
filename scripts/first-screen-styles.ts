/**
 * The home screen's styles, written into index.html ahead of the app. MUI styles through emotion,
 * which compiles each new style (stylis) and inserts its rules while React commits the screen that
 * first uses it: on a phone-speed CPU, about half of the commit that shows home's zone cards. Emotion
 * takes a `<style data-emotion="css name…">` already in the page as inserted (the way it adopts
 * server-rendered styles), so the styles recorded from the built home screen
 * (`npm run styles:prerender`, scripts/prerender-styles.ts) cost one parse with the page and nothing
 * at the commit. The names are hashes of the styles: a style changed since the recording has another
 * name, and emotion inserts it as before. A stale recording costs time, never a wrong look
 * (tests/e2e/first-screen-styles.spec.ts says when to record again).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { z } from 'zod';

export const firstScreenStylesFile = path.resolve(import.meta.dirname, 'first-screen-styles.json');

/** An emotion name: its hash and label (`1abc2de-MuiButton-root`), or a keyframes name. */
const emotionName = /^[A-Za-z0-9_-]+$/;

export const recordedStylesSchema = z.object({
  /** What the styles were recorded from: routes and widths. */
  recordedFrom: z.array(z.string()),
  /** Empty while `styles:prerender` records (the build then writes no element). */
  names: z.array(z.string().regex(emotionName, 'not an emotion name')),
  css: z.string().refine((css) => !/<\/style/i.test(css), 'the styles must not close their <style> element'),
});
export type RecordedStyles = z.infer<typeof recordedStylesSchema>;

/**
 * The element emotion adopts (its cache's key is MUI's default, `css`). `data-s` tells emotion it is in
 * place already: without it emotion moves it to the end of the head once more than it must (taking it
 * into its sheet moves it once), and each move makes the browser parse it again.
 */
export function styleElement(styles: RecordedStyles): string {
  return `<style data-emotion="css ${styles.names.join(' ')}" data-s="">${styles.css}</style>`;
}

export function readRecordedStyles(file = firstScreenStylesFile): RecordedStyles | null {
  if (!fs.existsSync(file)) return null;
  const parsed = recordedStylesSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${path.basename(file)} is not a recording of styles (${parsed.error.issues[0]?.message}); run npm run styles:prerender`,
    );
  return parsed.data;
}

/** Build only: the dev server's styles carry development labels, other names than the build's. */
export function firstScreenStylesInBuild(): Plugin {
  return {
    name: 'gh-first-screen-styles',
    apply: 'build',
    transformIndexHtml(html) {
      const styles = readRecordedStyles();
      return styles && styles.names.length > 0
        ? html.replace('</head>', `  ${styleElement(styles)}\n  </head>`)
        : html;
    },
  };
}
