/**
 * The documentation rules (scripts/docs-hygiene.ts) hold over the whole repository: no file names a
 * work session, an issue number or a brief; every relative Markdown link and every `*.md` a comment
 * names points to a file of the repository. The checker's own cases come first, so a checker that
 * stopped finding anything would fail here rather than pass the repository silently.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkDocs,
  existsIn,
  formatFindings,
  repositoryFiles,
  type SourceFile,
} from '../../scripts/docs-hygiene.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Built from pieces so that this file does not name what it looks for.
const aSession = ['ses', 'sion 24'].join('');
const anIssue = ['Iss', 'ue 11'].join('');
const aBrief = ['(br', 'ief S21 contract)'].join('');
// Names of Markdown files the repository does not hold, likewise.
const md = '.md';
const up = '/';

const repo = [
  'README.md',
  'docs/design/protocol.md',
  'docs/performance.md',
  'app/a.ts',
  'docs/training/x.png',
];
const check = (files: SourceFile[]) => checkDocs(files, existsIn(repo), repo);

describe('the documentation checker', () => {
  it('finds a work session, an issue number or a brief in code and in documents', () => {
    const found = check([
      { path: 'app/a.ts', text: `// fine\n// measured in ${aSession}\n` },
      { path: 'README.md', text: `${anIssue}: the light login\n` },
      { path: 'docs/design/protocol.md', text: `The shapes ${aBrief}.\n` },
    ]);
    expect(found.map((f) => [f.file, f.line, f.kind])).toEqual([
      ['app/a.ts', 2, 'diary'],
      ['README.md', 1, 'diary'],
      ['docs/design/protocol.md', 1, 'diary'],
    ]);
  });

  it("lets only the rows of docs/performance.md's dated table say when", () => {
    const text = [
      '# Performance',
      `Measured in ${aSession}.`,
      '## Past values',
      '| date | figure |',
      `| 2026-11-20 (${aSession}) | 3.4 s |`,
      '## Next',
      `| ${aSession} | 1 |`,
    ].join('\n');
    expect(check([{ path: 'docs/performance.md', text }]).map((f) => f.line)).toEqual([2, 7]);
  });

  it("finds a relative Markdown link to nothing, and follows links from the file's folder", () => {
    const text = [
      `[protocol](docs/design/protocol.md) [gone](docs/design/gone${md}) ![shot](docs/training/x.png)`,
      '[web](https://example.com/a.md) [here](#layout) [folder](docs/design/)',
      '```',
      `[in a code block](nowhere${md})`,
      '```',
      `[ref]: docs/missing${md}`,
    ].join('\n');
    const found = check([
      { path: 'README.md', text },
      { path: 'docs/design/protocol.md', text: `[up](..${up}performance.md) [wrong](performance.md)\n` },
    ]);
    expect(found.filter((f) => f.kind === 'link').map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([
      `README.md:1 docs/design/gone${md}`,
      `README.md:6 docs/missing${md}`,
      'docs/design/protocol.md:1 performance.md',
    ]);
  });

  it('finds a design document a comment names that the repository does not hold', () => {
    const found = check([
      {
        path: 'app/a.ts',
        text: `// as PROTOCOL${md} says\n// docs/design/protocol.md, README.md\n// docs/design/screens${md}\n`,
      },
    ]);
    expect(found.map((f) => `${f.line} ${f.kind} ${f.text}`)).toEqual([
      `1 design-ref PROTOCOL${md}`,
      `3 design-ref docs/design/screens${md}`,
    ]);
  });
});

describe('the repository', () => {
  it('names no work session, issue or brief, and every link and design reference resolves', () => {
    const { files, paths } = repositoryFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const findings = checkDocs(files, existsIn(paths), paths);
    expect(formatFindings(findings)).toBe('');
  });
});
