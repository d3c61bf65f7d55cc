// The screens' messages load per area (issue 15, app/router.tsx): every namespace a source file uses
// ('ns:key' in its text) is loaded before it renders: the shell's for everything outside the areas
// (app/components, app/live, the entry's features), the area's and the shell's for an area's files.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaMessages, sharedMessages, shellMessages } from '../router';
import { screenChunk } from '.';
import { screenNamespaces, type ScreenNamespace } from './screen-loaders';

const root = path.resolve(__dirname, '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
const usedIn = (file: string): ScreenNamespace[] => {
  const text = fs.readFileSync(file, 'utf8');
  return screenNamespaces.filter((ns) => new RegExp(`['"\`]${ns}:`).test(text));
};
/** The area a file belongs to: the longest area folder that holds it; null outside every area. */
const areaOf = (file: string): keyof typeof areaMessages | null => {
  const rel = path.relative(path.join(root, 'features'), file).split(path.sep).join('/');
  const areas = (Object.keys(areaMessages) as (keyof typeof areaMessages)[]).filter((a) =>
    rel.startsWith(`${a}/`),
  );
  return areas.sort((a, b) => b.length - a.length)[0] ?? null;
};

/** A split folder's shared code (strategies/shell): the namespaces every one of its areas loads. */
const sharedOf = (file: string): ScreenNamespace[] => {
  const rel = path.relative(path.join(root, 'features'), file).split(path.sep).join('/');
  const folder = (Object.keys(sharedMessages) as (keyof typeof sharedMessages)[]).find((f) =>
    rel.startsWith(`${f}/`),
  );
  return folder ? sharedMessages[folder] : [];
};

describe('screen messages per area', () => {
  const files = sources(root).filter((f) => !f.startsWith(path.join(root, 'i18n')));

  it('loads every namespace a file uses with the shell or with its area', () => {
    const missing: string[] = [];
    for (const file of files) {
      const area = areaOf(file);
      const loaded = new Set([...shellMessages, ...(area ? areaMessages[area] : sharedOf(file))]);
      for (const ns of usedIn(file)) if (!loaded.has(ns)) missing.push(`${path.relative(root, file)}: ${ns}`);
    }
    expect(missing).toEqual([]);
    // Each area of a split folder loads what the folder's shared code uses.
    for (const [folder, namespaces] of Object.entries(sharedMessages))
      for (const [name, loaded] of Object.entries(areaMessages))
        if (name.startsWith(`${folder}/`)) expect(loaded, name).toEqual(expect.arrayContaining(namespaces));
    // The check sees the namespaces: the home area's screens use 'home:'.
    expect(files.filter((f) => areaOf(f) === 'home').flatMap(usedIn)).toContain('home');
  });

  it('names each namespace module as the build does', () => {
    expect(screenChunk('strategySetup')).toBe('app/i18n/screens/strategy-setup.zh-CN');
    for (const ns of screenNamespaces)
      expect(fs.existsSync(path.join(root, '..', `${screenChunk(ns)}.ts`))).toBe(true);
  });
});
