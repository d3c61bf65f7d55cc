// The recorded home styles that the build writes into index.html (scripts/first-screen-styles.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  firstScreenStylesFile,
  readRecordedStyles,
  styleElement,
} from '../../scripts/first-screen-styles.ts';

const recording = {
  recordedFrom: ['/ at 360 px'],
  names: ['1abc2d', 'animation-9xyz'],
  css: '.css-1abc2d{color:red;}',
};

function fileWith(content: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-styles-'));
  const file = path.join(dir, 'styles.json');
  fs.writeFileSync(file, content);
  return file;
}

describe('first-screen styles', () => {
  it('writes one style element emotion adopts: its key, then every name', () => {
    expect(styleElement(recording)).toBe(
      '<style data-emotion="css 1abc2d animation-9xyz" data-s="">.css-1abc2d{color:red;}</style>',
    );
  });

  it.each([
    firstScreenStylesFile,
    path.resolve(import.meta.dirname, '../../app/features/trainer/recorded-styles.json'),
  ])('reads the project recording %s, which names what it carries', (file) => {
    const styles = readRecordedStyles(file);
    expect(styles?.names.length).toBeGreaterThan(0);
    for (const name of styles?.names ?? []) expect(styles?.css).toContain(name);
  });

  it('refuses a recording that would break out of its element or carry a non-name', () => {
    const closing = fileWith(JSON.stringify({ ...recording, css: '</style><script>x()</script>' }));
    expect(() => readRecordedStyles(closing)).toThrow(
      /must not close their <style> element.*styles:prerender/,
    );
    const quote = fileWith(JSON.stringify({ ...recording, names: ['a" onload="x'] }));
    expect(() => readRecordedStyles(quote)).toThrow(/not an emotion name/);
  });

  it('builds without styles when there is no recording', () => {
    expect(readRecordedStyles(path.join(os.tmpdir(), 'gh-no-such-recording.json'))).toBeNull();
  });
});
