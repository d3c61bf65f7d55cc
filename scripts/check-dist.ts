/**
 * Proves the production build carries none of the simulated world: no MSW (neither its library nor
 * its service worker file), no simulator, broker, cloud or fixture code, no faker, no world clock.
 *
 *   node --import tsx scripts/check-dist.ts [dir]     (default dist/; exit 1 and a list when dirty)
 *
 * Two checks, used by tests/unit/build-output.test.ts:
 * - `scanDist`: text markers over every file of a build directory. The markers were chosen by
 *   bundling the real packages with Vite and reading what survives minification (see the test,
 *   which proves each one fires), and by bundling every production dependency of the app to make
 *   sure none of them fires on it.
 * - `forbiddenModules`: the module ids of a build's chunks (from Vite's build result), which name
 *   every source file that went in, whatever it logs or not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `simulatedApp`: the app's own simulated-build parts, expected in a VITE_SIMULATED=true build only. */
export type Marker = { text: string; means: string; simulatedApp?: true };

/** Strings that appear in a bundle when the named code is in it. Case-sensitive. */
const MARKERS: Marker[] = [
  // msw/browser: the worker URL it registers; public/mockServiceWorker.js names itself in its header.
  { text: 'mockServiceWorker', means: 'MSW service worker' },
  // Every MSW entry (msw, msw/browser, msw/node) formats its messages with this prefix.
  { text: '[MSW]', means: 'MSW library' },
  // MSW's messages link to mswjs.io and github.com/mswjs; @mswjs/interceptors carries the name too.
  { text: 'mswjs', means: 'MSW library' },
  // The service worker file's handshake constant.
  { text: 'INTEGRITY_CHECKSUM', means: 'MSW service worker' },
  { text: '@faker-js', means: '@faker-js/faker (simulator data)' },
  { text: 'fakerjs.dev', means: '@faker-js/faker (simulator data)' },
  { text: 'aedes', means: 'aedes broker' },
  // docs/design/style.md: logs carry their part's prefix; these belong to the simulated world only.
  { text: '[sim]', means: 'simulator code (log prefix)' },
  { text: '[cloud]', means: 'simulated cloud code (log prefix)' },
  { text: '[broker]', means: 'broker code (log prefix)' },
  { text: '[fixtures]', means: 'fixture code (log prefix)' },
  // The trainer console's page and header button carry this test id (simulated builds only).
  { text: 'trainer-console', means: 'trainer console (app/features/trainer)', simulatedApp: true },
  // The simulator's control API: the app's world clock (app/lib/world-time.ts) and trainer console.
  {
    text: '/sim/world',
    means: "the simulated world's control API (world clock, trainer console)",
    simulatedApp: true,
  },
];

/** Files whose content is scanned; anything else (images, fonts) is checked by name only. */
const TEXT_FILE = /\.(m?js|cjs|css|html?|json|webmanifest|map|txt|svg|xml)$/i;

export type Finding = { file: string; marker: string; means: string; excerpt: string };

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** Finds the markers in one file's name and text. */
function scanText(file: string, text: string, markers: Marker[] = MARKERS): Finding[] {
  const findings: Finding[] = [];
  for (const { text: marker, means } of markers) {
    if (file.includes(marker)) findings.push({ file, marker, means, excerpt: '(in the file name)' });
    const at = text.indexOf(marker);
    if (at >= 0) {
      const excerpt = text.slice(Math.max(0, at - 40), at + marker.length + 40).replace(/\s+/g, ' ');
      findings.push({ file, marker, means, excerpt: `…${excerpt}…` });
    }
  }
  return findings;
}

/** Scans every file of a build directory. An empty list means clean. */
export function scanDist(dir: string, markers: Marker[] = MARKERS): Finding[] {
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: build first (npm run build)`);
  return listFiles(dir).flatMap((file) => {
    const text = TEXT_FILE.test(file) ? fs.readFileSync(path.join(dir, file), 'utf8') : '';
    return scanText(file, text, markers);
  });
}

/** Folders of the repository that are the simulated world or its tests, never the shipped app. */
const FORBIDDEN_DIRS = ['simulator', 'broker', 'fixtures', 'scenarios', 'scripts', 'tests'];

/** App files that only simulated builds contain (the trainer console and its messages). */
const SIMULATED_ONLY_APP = [
  'app/features/trainer',
  'app/i18n/trainer.ts',
  'app/i18n/screens/trainer.zh-CN.ts',
  'app/i18n/screens/trainer.en.ts',
  'app/components/layout/trainer-button.tsx',
];

/** Packages that only the simulated world and the tests use. */
const FORBIDDEN_PACKAGES = [
  'msw',
  '@mswjs/',
  '@faker-js/',
  'aedes',
  'mqemitter',
  'ws',
  'fast-check',
  'vitest',
  '@vitest/',
  '@testing-library/',
  '@playwright/',
  'playwright',
];

/** The module ids (absolute paths from Vite's build result) that must not be in the app's bundle. */
export function forbiddenModules(moduleIds: string[], root: string): string[] {
  return moduleIds.filter((raw) => {
    const id = raw.replace(/^\0/, '').split('?')[0]!.replace(/\\/g, '/');
    const nm = id.lastIndexOf('/node_modules/');
    if (nm >= 0) {
      const pkgPath = id.slice(nm + '/node_modules/'.length);
      return FORBIDDEN_PACKAGES.some((p) =>
        p.endsWith('/') ? pkgPath.startsWith(p) : pkgPath === p || pkgPath.startsWith(`${p}/`),
      );
    }
    const rel = path.relative(root, id).replace(/\\/g, '/');
    if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
    return [...FORBIDDEN_DIRS, ...SIMULATED_ONLY_APP].some((d) => rel === d || rel.startsWith(`${d}/`));
  });
}

/**
 * The built index.html must carry a Content-Security-Policy that allows no inline or
 * foreign script. Empty when it does; else what is wrong.
 */
export function cspProblems(dir: string): string[] {
  const file = path.join(dir, 'index.html');
  if (!fs.existsSync(file)) return [`${file} is missing`];
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
    fs.readFileSync(file, 'utf8'),
  );
  if (!meta?.[1]) return ['index.html has no Content-Security-Policy meta tag'];
  const script = meta[1]
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));
  if (script !== "script-src 'self'")
    return [`index.html's CSP has "${script ?? 'no script-src'}", not "script-src 'self'"`];
  return [];
}

export function formatFindings(findings: Finding[]): string {
  return findings.map((f) => `  ${f.file}: "${f.marker}" (${f.means}) ${f.excerpt}`).join('\n');
}

/**
 * The findings that make a build dirty. A simulated build (`VITE_SIMULATED=true`, the e2e harness's
 * and `npm start`'s) carries the trainer console and the world clock on purpose; MSW, faker and the
 * simulator's own code stay forbidden in every build.
 */
export function dirtyFindings(findings: Finding[], simulated: boolean): Finding[] {
  if (!simulated) return findings;
  const allowed = new Set(MARKERS.filter((m) => m.simulatedApp).map((m) => m.text));
  return findings.filter((f) => !allowed.has(f.marker));
}

function main(argv: string[]): number {
  const dir = argv[0] ?? 'dist';
  const simulated = process.env.VITE_SIMULATED === 'true';
  let findings: Finding[];
  try {
    findings = dirtyFindings(scanDist(dir), simulated);
  } catch (err) {
    console.error(`[check-dist] ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
  const csp = cspProblems(dir);
  if (csp.length > 0) {
    console.error(`[check-dist] ${dir}: ${csp.join('; ')}`);
    return 1;
  }
  if (findings.length === 0) {
    const what = simulated
      ? 'a simulated build (trainer console and world clock allowed)'
      : 'no simulated-world code';
    console.log(`[check-dist] ${dir}: ${what}, no MSW or simulator code, CSP in index.html`);
    return 0;
  }
  console.error(`[check-dist] ${dir} ships simulated-world code:\n${formatFindings(findings)}`);
  return 1;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  process.exitCode = main(process.argv.slice(2));
}
