// The screens' messages load per area (app/router.tsx): every namespace a source file uses
// ('ns:key' in its text) is loaded before it renders. What the entry and the shell load (app/main.tsx
// and its imports, up to the areas' modules) uses the shell's namespaces only; an area's module and
// everything it loads (its files, the shared components it imports, another area's files it borrows,
// the chunks it fetches later) use the shell's and the area's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaMessages, sharedMessages, shellMessages } from '../router';
import { ownMessages } from './own-messages';
import { reachable, resolveImport } from '../test-support/import-graph';
import { screenChunk } from '.';
import { screenNamespaces, type ScreenNamespace } from './screen-loaders';

const root = path.resolve(__dirname, '..');
const i18nDir = path.join(root, 'i18n');
const usedIn = (file: string): ScreenNamespace[] => {
  const text = fs.readFileSync(file, 'utf8');
  return screenNamespaces.filter((ns) => new RegExp(`['"\`]${ns}:`).test(text));
};

/** The router's table of areas: each area's module, as its lazy import names it. */
const routerFile = path.join(root, 'router.tsx');
const areaModules = new Map<string, string>(
  [
    ...fs
      .readFileSync(routerFile, 'utf8')
      .matchAll(/['"]?([\w/-]+)['"]?: \(\) => import\('(\.\/features\/[^']+)'\)/g),
  ].map(([, area, specifier]) => [area!, resolveImport(routerFile, specifier!)!]),
);
const isAreaModule = (file: string) => [...areaModules.values()].includes(file);
const inI18n = (file: string) => file.startsWith(i18nDir);
const ownModules = new Map(Object.entries(ownMessages).map(([m, ns]) => [path.join(root, `${m}.tsx`), ns]));
/** An area's files stop at a module that loads its own messages (checked on its own below). */
const areaStop = (file: string) => inI18n(file) || ownModules.has(file);
const rel = (file: string) => path.relative(root, file);

describe('screen messages per area', () => {
  it('reads the router: every area has its module and its namespaces', () => {
    expect([...areaModules.keys()].sort()).toEqual(Object.keys(areaMessages).sort());
    for (const [area, file] of areaModules) expect(file, area).toBeTruthy();
  });

  it('loads with the shell every namespace the entry and the shell use', () => {
    const withShell = reachable([path.join(root, 'main.tsx')], (f) => isAreaModule(f) || inI18n(f));
    // The check follows the lazy shell: its layout is in, the areas' screens are not.
    expect(withShell.has(path.join(root, 'components', 'layout', 'app-shell.tsx'))).toBe(true);
    expect(withShell.has(path.join(root, 'components', 'layout', 'nav-list.tsx'))).toBe(true);
    expect(withShell.has(areaModules.get('home/regional')!)).toBe(false);
    const missing = [...withShell].flatMap((f) =>
      usedIn(f)
        .filter((ns) => !shellMessages.includes(ns))
        .map((ns) => `${rel(f)}: ${ns}`),
    );
    expect(missing).toEqual([]);
  });

  it('loads with each area every namespace its module and what that loads use', () => {
    const missing: string[] = [];
    const needed = new Map<string, Set<ScreenNamespace>>();
    for (const [area, module] of areaModules) {
      const loaded = new Set([...shellMessages, ...areaMessages[area as keyof typeof areaMessages]]);
      const files = reachable([module], areaStop);
      needed.set(area, new Set([...files].flatMap(usedIn)));
      for (const file of files)
        for (const ns of usedIn(file)) if (!loaded.has(ns)) missing.push(`${area}: ${ns} (${rel(file)})`);
    }
    expect(missing).toEqual([]);
    // The check sees the namespaces: the home screen uses 'home:' and not the actuator controls'; the
    // zone equipment screen (area 'home') and the fan strategies (through the curtain's live chips) do.
    expect(needed.get('home/regional')).toContain('home');
    expect(needed.get('home/regional')).not.toContain('actuators');
    expect(needed.get('home')).toContain('actuators');
    expect(needed.get('strategies/fan')).toContain('actuators');
  });

  it('loads with a module that loads its own messages every namespace it and what it loads use', () => {
    expect(ownModules.size).toBeGreaterThan(0);
    for (const [module, namespaces] of ownModules) {
      expect(fs.existsSync(module), rel(module)).toBe(true);
      const loaded = new Set([...shellMessages, ...namespaces]);
      const files = reachable([module], inI18n);
      const missing = [...files].flatMap((f) => usedIn(f).filter((ns) => !loaded.has(ns)));
      expect(missing, rel(module)).toEqual([]);
      // Its loader names the same namespaces.
      const loaders = [
        ...fs
          .readFileSync(path.join(path.dirname(module), 'preview-button.tsx'), 'utf8')
          .matchAll(/loadScreenMessages\([^,]+, \[([^\]]*)\]/g),
      ];
      expect(loaders.map((m) => m[1])).toEqual([namespaces.map((ns) => `'${ns}'`).join(', ')]);
    }
  });

  it("loads with each area of a split folder what the folder's shared code uses", () => {
    for (const [folder, namespaces] of Object.entries(sharedMessages))
      for (const [name, loaded] of Object.entries(areaMessages))
        if (name.startsWith(`${folder}/`)) expect(loaded, name).toEqual(expect.arrayContaining(namespaces));
  });

  it('names each namespace module as the build does', () => {
    expect(screenChunk('strategySetup')).toBe('app/i18n/screens/strategy-setup.zh-CN');
    for (const ns of screenNamespaces)
      expect(fs.existsSync(path.join(root, '..', `${screenChunk(ns)}.ts`))).toBe(true);
  });
});
