/**
 * Makes sure the binaries the browser and scenario suites need are on this machine before they run:
 * Chromium and a Chinese font (always: screenshots and kiosk screens show real Chinese, not empty
 * boxes) and, with `--mosquitto`, Debian's mosquitto broker, with `--redis`, Debian's redis-server (the
 * broker cluster's scenario test).
 *
 *   node --import tsx scripts/ensure-browser.ts [--mosquitto] [--redis]
 *
 * Playwright cannot download its browsers here, so the suites use Debian's chromium
 * (`CHROMIUM_PATH` overrides it). When a binary is missing and we run as root with apt-get, it is
 * installed; otherwise the script exits 1 with a one-line instruction. The decisions are pure
 * functions (tested in ensure-browser.test.ts); only the bottom of the file touches the machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Env = Record<string, string | undefined>;

/** One binary to provision: where to look for it and which Debian package provides it. */
export type ToolSpec = {
  /** Short name used in the log prefix, e.g. `browser`. */
  label: string;
  /** Environment variable that names the binary explicitly; when set it is the only candidate. */
  envVar?: string;
  /** Command names looked up on PATH, in order. */
  commands: string[];
  /** Absolute paths tried after PATH, in order. */
  fallbacks: string[];
  /** Debian package to install. */
  aptPackage: string;
  /** One-line instruction printed when we cannot install it ourselves. */
  instruction: string;
  /** `file`: a data file (a font), present is enough; default: an executable. */
  kind?: 'file';
};

export const CHROMIUM: ToolSpec = {
  label: 'browser',
  envVar: 'CHROMIUM_PATH',
  // docs/design/stack-notes.md: Debian's chromium at /usr/bin/chromium, not whatever is on PATH.
  commands: [],
  fallbacks: ['/usr/bin/chromium'],
  aptPackage: 'chromium',
  instruction:
    "Chromium not found: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH",
};

export const MOSQUITTO: ToolSpec = {
  label: 'mosquitto',
  commands: ['mosquitto'],
  fallbacks: ['/usr/sbin/mosquitto'],
  aptPackage: 'mosquitto',
  instruction: "mosquitto not found: install Debian's mosquitto (sudo apt-get install mosquitto)",
};

export const REDIS: ToolSpec = {
  label: 'redis',
  envVar: 'REDIS_SERVER_PATH',
  commands: ['redis-server'],
  fallbacks: ['/usr/bin/redis-server'],
  aptPackage: 'redis-server',
  instruction: "redis-server not found: install Debian's redis-server (sudo apt-get install redis-server)",
};

/** A Chinese font for Chromium (Noto CJK; an already installed WenQuanYi or Droid fallback also does). */
export const CJK_FONT: ToolSpec = {
  label: 'font',
  commands: [],
  fallbacks: [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
    '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
    '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  ],
  aptPackage: 'fonts-noto-cjk',
  instruction: "No Chinese font: install Debian's fonts-noto-cjk (sudo apt-get install fonts-noto-cjk)",
  kind: 'file',
};

export type ProvisionInput = {
  env: Env;
  /** True when the path is an existing, executable regular file. */
  isExecutable: (file: string) => boolean;
  isRoot: boolean;
  hasApt: boolean;
};

export type ProvisionPlan =
  | { action: 'use'; path: string }
  /** Install `pkg` with apt-get, then look again. */
  | { action: 'install'; pkg: string }
  /** Cannot proceed: print `message` (one line) and exit 1. */
  | { action: 'instruct'; message: string };

/** Where `command` would be found on PATH (unfiltered: the caller checks which exist). */
function onPath(command: string, env: Env): string[] {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter((d) => d !== '');
  return dirs.map((dir) => path.join(dir, command));
}

/** Every place the binary may be, in the order they are tried. */
export function candidatePaths(spec: ToolSpec, env: Env): string[] {
  const explicit = spec.envVar ? env[spec.envVar] : undefined;
  if (explicit !== undefined && explicit !== '') return [explicit];
  const found = spec.commands.flatMap((cmd) => onPath(cmd, env));
  return [...new Set([...found, ...spec.fallbacks])];
}

/** Decides what to do for one binary: use what is there, install it, or tell the user. */
export function planProvision(spec: ToolSpec, input: ProvisionInput): ProvisionPlan {
  const explicit = spec.envVar ? input.env[spec.envVar] : undefined;
  if (explicit !== undefined && explicit !== '') {
    // An explicit path is never second-guessed: it works or we say why, we do not install over it.
    return input.isExecutable(explicit)
      ? { action: 'use', path: explicit }
      : { action: 'instruct', message: `${spec.envVar}=${explicit} is not an executable file` };
  }
  const found = candidatePaths(spec, input.env).find((p) => input.isExecutable(p));
  if (found) return { action: 'use', path: found };
  if (input.isRoot && input.hasApt) return { action: 'install', pkg: spec.aptPackage };
  return { action: 'instruct', message: spec.instruction };
}

/** Which tools a command line asks for. */
export function toolsFor(argv: string[]): ToolSpec[] {
  const unknown = argv.filter((a) => a !== '--mosquitto' && a !== '--redis');
  if (unknown.length > 0)
    throw new Error(`unknown argument(s): ${unknown.join(' ')} (known: --mosquitto, --redis)`);
  return [
    CHROMIUM,
    CJK_FONT,
    ...(argv.includes('--mosquitto') ? [MOSQUITTO] : []),
    ...(argv.includes('--redis') ? [REDIS] : []),
  ];
}

/** First meaningful line of a `--version` style output, without the Debian wrapper's shell noise. */
export function versionLine(output: string): string | undefined {
  return output
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && !/unexpected operator/.test(l) && /\d+\.\d+/.test(l));
}

// ---------------------------------------------------------------------------------------------
// Side effects below.

function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function versionOf(spec: ToolSpec, file: string): string {
  if (spec.kind === 'file') return 'present';
  // chromium --version prints "Chromium 1xx..."; mosquitto has no --version but prints it on -h.
  const args = spec === MOSQUITTO ? ['-h'] : ['--version']; // redis-server --version: "Redis server v=…"
  const run = spawnSync(file, args, { encoding: 'utf8', timeout: 20_000 });
  return versionLine(`${run.stdout ?? ''}\n${run.stderr ?? ''}`) ?? 'version unknown';
}

function aptGet(args: string[]): boolean {
  console.log(`[ensure-browser] apt-get ${args.join(' ')}`);
  const run = spawnSync(
    'apt-get',
    // Wait for a concurrent apt/dpkg (another suite, a background install) instead of failing.
    ['-o', 'DPkg::Lock::Timeout=300', ...args],
    { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  );
  return run.status === 0;
}

function install(pkg: string): boolean {
  // A fresh container has empty package lists, so an install without update fails; only then update.
  if (aptGet(['install', '-y', pkg])) return true;
  return aptGet(['update']) && aptGet(['install', '-y', pkg]);
}

function ensure(spec: ToolSpec): boolean {
  const input = (): ProvisionInput => ({
    env: process.env,
    isExecutable: spec.kind === 'file' ? isFile : isExecutableFile,
    isRoot: process.getuid?.() === 0,
    hasApt: onPath('apt-get', process.env).some(isExecutableFile),
  });
  let plan = planProvision(spec, input());
  if (plan.action === 'install') {
    const pkg = plan.pkg;
    console.log(`[${spec.label}] not found: installing Debian package ${pkg}`);
    if (!install(pkg)) {
      console.error(`[${spec.label}] apt-get install ${pkg} failed. ${spec.instruction}`);
      return false;
    }
    plan = planProvision(spec, { ...input(), isRoot: false }); // never loop on installing
  }
  if (plan.action === 'instruct') {
    console.error(`[${spec.label}] ${plan.message}`);
    return false;
  }
  if (plan.action === 'use')
    console.log(`[${spec.label}] using ${plan.path} (${versionOf(spec, plan.path)})`);
  return true;
}

function main(argv: string[]): number {
  let tools: ToolSpec[];
  try {
    tools = toolsFor(argv);
  } catch (err) {
    console.error(`[ensure-browser] ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
  // Check every tool even after a failure, so one run reports everything that is missing.
  return tools.map(ensure).every(Boolean) ? 0 : 1;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  process.exitCode = main(process.argv.slice(2));
}
