// The web app manifest and the service worker's navigation rules (scripts/pwa.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/components/theme';
import { routes } from '../app/router';
import { BACKGROUND_COLOR, manifest, NOT_THE_APP, pwaOptions, THEME_COLOR } from './pwa';

const served = (file: string) => path.join(import.meta.dirname, '..', 'public', file);
const pngSize = (png: Buffer): string => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
const isTheApp = (pathname: string) => !NOT_THE_APP.some((re) => re.test(pathname));

/** Every concrete path of the route table (params filled in), nested paths joined. */
function routePaths(list: typeof routes, prefix = ''): string[] {
  return list.flatMap((r) => {
    const here = r.path ? `${prefix}/${r.path}`.replace(/\/+/g, '/').replace(/:\w+/g, '1') : prefix;
    return [...(r.path ? [here] : []), ...routePaths(r.children ?? [], here)];
  });
}

describe('web app manifest', () => {
  it('is installable: name, zh-CN, standalone from /, the theme colours', () => {
    expect(manifest).toMatchObject({
      name: '温室智能管控',
      lang: 'zh-CN',
      start_url: '/',
      display: 'standalone',
    });
    expect(THEME_COLOR).toBe(theme.palette.primary.main);
    expect(BACKGROUND_COLOR).toBe(theme.palette.background.default);
    expect(fs.readFileSync(path.join(import.meta.dirname, '..', 'index.html'), 'utf8')).toContain(
      `<meta name="theme-color" content="${THEME_COLOR}" />`,
    );
  });

  it('names committed PNG icons of the sizes it claims, 192 and 512, and a maskable one', () => {
    for (const icon of manifest.icons) {
      expect(pngSize(fs.readFileSync(served(icon.src)))).toBe(icon.sizes);
    }
    const kinds = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(kinds).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const extra of pwaOptions.includeAssets as string[])
      expect(fs.existsSync(served(extra)), extra).toBe(true);
  });
});

describe("the service worker's navigations", () => {
  it('serves the app for every route of the route table', () => {
    const paths = routePaths(routes);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !isTheApp(p))).toEqual([]);
  });

  it('leaves the server its own paths: REST, app info, the simulated world, the broker, files', () => {
    for (const p of [
      '/api/v2/login',
      '/v1/app-info',
      '/sim/wechat/qr',
      '/sim/world',
      '/mqtt/',
      '/contract/asyncapi.yaml',
    ])
      expect(isTheApp(p), p).toBe(false);
  });

  it('is off on the dev server, where MSW may own the origin', () => {
    expect(pwaOptions.devOptions?.enabled).toBe(false);
    expect(pwaOptions.registerType).toBe('prompt');
  });
});
