// Chinese text renders with real glyphs, not tofu: scripts/ensure-browser.ts installs a CJK
// font. The control launches a second Chromium that sees only Latin fonts, to prove the check notices.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { glyphRun, glyphRunOf, latinOnlyFontconfig } from './support/glyphs.ts';
import { expect, test } from './support/fixtures.ts';

test('a Chinese heading draws a distinct glyph per character (a CJK font is installed) @phone', async ({
  page,
  playwright,
  launchOptions,
}) => {
  await page.goto('/retrieve_password');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('找回密码');
  const run = await glyphRun(heading);
  expect(run.chars).toHaveLength(4);
  expect(run.inked, 'every character puts ink on the canvas').toBe(4);
  expect(run.distinctShapes, 'four characters, four different glyphs (tofu would be one box)').toBe(4);
  expect(run.width).toBeGreaterThan(0);

  // The control: with no CJK font the same check sees one shared .notdef box.
  const fontconfig = path.join(os.tmpdir(), `gh-latin-only-${process.pid}.conf`);
  fs.writeFileSync(fontconfig, latinOnlyFontconfig);
  const latinOnly = await playwright.chromium.launch({
    ...launchOptions,
    env: { ...process.env, FONTCONFIG_FILE: fontconfig },
  });
  try {
    const tofu = await glyphRunOf(
      await latinOnly.newPage(),
      '<h1 style="font-family: sans-serif">找回密码</h1>',
    );
    expect(tofu.distinctShapes, 'without a CJK font every character is the same box').toBe(1);
  } finally {
    await latinOnly.close();
  }
});
