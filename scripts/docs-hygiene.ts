/**
 * The repository's documentation rules, as a check the unit suite runs (tests/unit/docs-hygiene.test.ts):
 *
 * - comments and documents say why, not when: no file names a work session, an issue number or a
 *   brief (the one exception is the dated table of past values in docs/performance.md);
 * - every relative link in a Markdown file points to a file or folder of the repository;
 * - every Markdown file a file names (a path under docs/design/, or a bare upper-case name of a
 *   design document kept elsewhere) is one of the repository's files, so whoever clones the project
 *   can follow it.
 *
 * The generated Capacitor projects (native/) are read for the first rule only.
 *
 * Pure functions over (path, text) pairs; `repositoryFiles` reads them from git.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type Finding = {
  file: string;
  line: number;
  kind: 'diary' | 'link' | 'design-ref';
  text: string;
};

export type SourceFile = { path: string; text: string };

/** A work session, an issue number or a brief named in a file. */
export const diaryPattern =
  /\bsessions? [0-9]+|\bwork(?:tree)|[(]brief\b|\bbrief S[0-9]|\bissues? #?[0-9]+\b/i;

/** The file whose dated table of past values may name when a figure was measured. */
export const performanceDoc = 'docs/performance.md';

/** Files never read: generated lock data. */
const skipped = new Set(['package-lock.json']);

/** Generated code whose names and links are its generator's. */
const generated = /^native\//;

/** A Markdown file's name or path (not inside a longer word or path). */
const mdReference = /(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)(?![\w/-])/g;

/** `[text](target)`, `![alt](target "title")`. */
const inlineLink = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** `[label]: target` */
const referenceLink = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** Lines of the dated table in docs/performance.md: table rows under a "Past values" heading. */
function datedTableLines(text: string): Set<number> {
  const lines = text.split('\n');
  const out = new Set<number>();
  let inSection = false;
  lines.forEach((line, i) => {
    if (/^#{1,6}\s/.test(line)) inSection = /past values/i.test(line);
    else if (inSection && line.trimStart().startsWith('|')) out.add(i + 1);
  });
  return out;
}

/** The text with fenced code blocks blanked (kept as empty lines, so line numbers hold). */
function withoutFences(text: string): string[] {
  let fence: string | undefined;
  return text.split('\n').map((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence === undefined && open?.[1]) {
      fence = open[1];
      return '';
    }
    if (fence !== undefined) {
      if (line.trimStart().startsWith(fence)) fence = undefined;
      return '';
    }
    return line;
  });
}

export type Exists = (repoPath: string) => boolean;

/** Existence over a list of repository paths: the files and every folder above them. */
export function existsIn(paths: readonly string[]): Exists {
  const all = new Set<string>(['', '.']);
  for (const p of paths) {
    all.add(p);
    let dir = path.posix.dirname(p);
    while (dir !== '.' && !all.has(dir)) {
      all.add(dir);
      dir = path.posix.dirname(dir);
    }
  }
  return (p) => all.has(p.replace(/\/+$/, ''));
}

/** Resolves `target` from the file's folder (a link) or also from the root and by name (a mention). */
function resolves(from: string, target: string, exists: Exists, basenames: Set<string>, mention: boolean) {
  const clean = decodeURI(target.split('#')[0] ?? '').split('?')[0] ?? '';
  if (clean === '') return true; // an anchor in the same file
  if (clean.startsWith('/')) return exists(path.posix.normalize(clean.slice(1)));
  const fromDir = path.posix.normalize(path.posix.join(path.posix.dirname(from), clean));
  if (!fromDir.startsWith('..') && exists(fromDir)) return true;
  if (!mention) return false;
  if (exists(path.posix.normalize(clean))) return true;
  return !clean.includes('/') && basenames.has(clean);
}

/** Every finding in the given files; `exists` answers for any repository path. */
export function checkDocs(
  files: readonly SourceFile[],
  exists: Exists,
  allPaths: readonly string[],
): Finding[] {
  const basenames = new Set(allPaths.map((p) => path.posix.basename(p)));
  const findings: Finding[] = [];
  for (const file of files) {
    if (skipped.has(file.path)) continue;
    const exempt = file.path === performanceDoc ? datedTableLines(file.text) : new Set<number>();
    const markdown = file.path.endsWith('.md');
    const lines = file.text.split('\n');
    lines.forEach((line, i) => {
      const n = i + 1;
      if (diaryPattern.test(line) && !exempt.has(n)) {
        findings.push({ file: file.path, line: n, kind: 'diary', text: line.trim() });
      }
    });
    if (generated.test(file.path)) continue;
    const scanned = markdown ? withoutFences(file.text) : lines;
    scanned.forEach((line, i) => {
      const n = i + 1;
      const noUrls = line.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)\]>'"`]+/gi, ' ');
      if (markdown) {
        const plain = line.replace(/`[^`]*`/g, ' ');
        const targets = [...plain.matchAll(inlineLink)].map((m) => m[1] ?? '');
        const ref = referenceLink.exec(plain)?.[1];
        if (ref) targets.push(ref);
        for (const target of targets) {
          if (external.test(target)) continue;
          if (!resolves(file.path, target, exists, basenames, false)) {
            findings.push({ file: file.path, line: n, kind: 'link', text: target });
          }
        }
      }
      for (const m of noUrls.matchAll(mdReference)) {
        const target = m[1] ?? '';
        if (!resolves(file.path, target, exists, basenames, true)) {
          findings.push({ file: file.path, line: n, kind: 'design-ref', text: target });
        }
      }
    });
  }
  return findings;
}

/** Text files of the repository (tracked, plus new files not ignored), read from the working tree. */
export function repositoryFiles(root: string): { files: SourceFile[]; paths: string[] } {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((p) => p !== '');
  const paths = [...new Set(listed)].filter((p) => {
    const stat = fs.statSync(path.join(root, p), { throwIfNoEntry: false });
    return stat?.isFile() ?? false;
  });
  const files: SourceFile[] = [];
  for (const p of paths) {
    if (skipped.has(p)) continue;
    const bytes = fs.readFileSync(path.join(root, p));
    if (bytes.subarray(0, 8000).includes(0)) continue; // binary
    files.push({ path: p, text: bytes.toString('utf8') });
  }
  return { files, paths };
}

/** One line per finding, for a failing test's message. */
export function formatFindings(findings: readonly Finding[]): string {
  const why = {
    diary: 'names a work session, an issue number or a brief: say why, not when',
    link: 'links to a file that does not exist',
    'design-ref': 'names a document that is not in the repository (design documents live in docs/design/)',
  } as const;
  return findings.map((f) => `${f.file}:${f.line}: ${why[f.kind]}: ${f.text}`).join('\n');
}
