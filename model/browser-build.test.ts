/**
 * model/ runs in a browser worker as well as in the simulator: bundled for the browser, nothing of it
 * may need Node. esbuild refuses a Node built-in on the browser platform, which is what is checked.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const bundle = (stdin: { contents: string; resolveDir: string }) =>
  build({
    stdin: { ...stdin, loader: 'ts' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });

describe('model/ in the browser', () => {
  it('bundles for the browser with no Node built-in', async () => {
    const result = await bundle({ contents: "export * from './index.ts';", resolveDir: import.meta.dirname });
    expect(result.errors).toEqual([]);
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).toContain('hoursFromDays');
    expect(code).not.toMatch(/from\s+["']node:/);
  });

  it('is refused when a part needs Node (the check can fail)', async () => {
    const needsNode = "import { readFileSync } from 'node:fs'; export const read = readFileSync;";
    await expect(bundle({ contents: needsNode, resolveDir: import.meta.dirname })).rejects.toThrow(/node:fs/);
  });
});
