/**
 * model/ runs in a browser worker as well as in the simulator: bundled for the browser, nothing of it
 * may need Node. esbuild refuses a Node built-in on the browser platform, which is what is checked,
 * for every module of the folder (tests aside).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { runPreview } from '../../model/preview/run-preview.ts';
import { previewInputForTest } from './preview-input.ts';

const here = path.join(import.meta.dirname, '../../model');
const modules = fs
  .readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => path.join(here, file));

const bundle = (stdin: string) =>
  build({
    stdin: { contents: stdin, loader: 'ts', resolveDir: here },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });

describe('model/ in the browser', () => {
  it('bundles every module for the browser, with no Node built-in', async () => {
    expect(modules.length).toBeGreaterThan(40);
    const all = modules.map((file, i) => `export * as m${i} from ${JSON.stringify(file)};`).join('\n');
    const result = await bundle(all);
    expect(result.errors).toEqual([]);
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).toContain('hoursFromDays');
    expect(code).toContain('clearSkyRadiation');
    expect(code).not.toMatch(/from\s+["']node:/);
  });

  it('is refused when a part needs Node (the check can fail)', async () => {
    const needsNode = "import { readFileSync } from 'node:fs'; export const read = readFileSync;";
    await expect(bundle(needsNode)).rejects.toThrow(/node:fs/);
  });
});

describe('the browser bundle computes what the simulator computes', () => {
  it('gives a preview bitwise equal to the one run from the sources', async () => {
    const result = await build({
      stdin: {
        contents: "export { runPreview } from './preview/run-preview.ts';",
        loader: 'ts',
        resolveDir: here,
      },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    const bundled: unknown = await import(
      `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
    );
    const input = previewInputForTest();
    const fromBundle = (bundled as { runPreview: typeof runPreview }).runPreview(input);
    expect(fromBundle).toStrictEqual(runPreview(input));
  });
});
