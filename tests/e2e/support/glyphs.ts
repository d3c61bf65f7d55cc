// Does a heading show real Chinese glyphs or tofu? Without a CJK font every Han character falls back
// to the same .notdef box, so distinct characters draw identical bitmaps; with one they differ.
import type { Locator, Page } from '@playwright/test';

export type GlyphRun = {
  /** The distinct Han characters of the text. */
  chars: string[];
  /** How many different bitmaps they draw in the element's font (== chars.length with real glyphs). */
  distinctShapes: number;
  /** How many of them put ink on the canvas at all. */
  inked: number;
  /** Laid-out width of the element's text run, CSS px. */
  width: number;
};

/** Draws each Han character of `element` in its computed font on a canvas and compares the bitmaps. */
export function glyphRun(element: Locator): Promise<GlyphRun> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const chars = [...new Set([...(el.textContent ?? '')].filter((c) => /\p{Script=Han}/u.test(c)))];
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2d canvas');
    ctx.font = `${style.fontWeight} 48px ${style.fontFamily}`;
    const shapes = chars.map((c) => {
      ctx.clearRect(0, 0, 64, 64);
      ctx.fillText(c, 4, 52);
      const alpha = ctx.getImageData(0, 0, 64, 64).data.filter((_v, i) => i % 4 === 3);
      return alpha.join(',');
    });
    const range = document.createRange();
    range.selectNodeContents(el);
    return {
      chars,
      distinctShapes: new Set(shapes).size,
      inked: shapes.filter((s) => /[1-9]/.test(s)).length,
      width: range.getBoundingClientRect().width,
    };
  });
}

/** A fontconfig file that knows only the Latin DejaVu fonts: a browser started with it has no CJK font. */
export const latinOnlyFontconfig = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>/tmp/gh-fontconfig-latin</cachedir></fontconfig>
`;

/** The heading's glyph run on a blank page, for the no-CJK control. */
export async function glyphRunOf(page: Page, html: string): Promise<GlyphRun> {
  await page.setContent(html);
  return glyphRun(page.locator('h1'));
}
