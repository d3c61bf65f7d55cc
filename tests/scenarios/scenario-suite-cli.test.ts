/**
 * `npm run scenario -- --all --check --dir PATH --reporter junit --out FILE`: a team's own library
 * checked as CI runs it; the exit code is the number of scenarios that missed, a bad file among them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'team-scenarios-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const scenario = (name: string, online: boolean) => ({
  name,
  title: { zh: name, en: name },
  description: 'The first base is online.',
  teaches: ['a base reports in'],
  farm: { name: 'seed:7', servers: 1, zones: 1 },
  start: { timeOfDay: '10:00' },
  durationMs: '2m',
  timeline: [{ at: '0m', do: 'narrate', note: 'watch the base' }],
  expect: [
    { id: 'online', title: 'online', within: ['0m', '2m'], check: { kind: 'online', server: 0, online } },
  ],
});

const cli = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('the scenario suite from the command line', () => {
  it('checks every file of --dir, writes JUnit and exits with the misses', () => {
    fs.writeFileSync(
      path.join(dir, 'base-online.scenario.json'),
      JSON.stringify(scenario('base-online', true)),
    );
    fs.writeFileSync(
      path.join(dir, 'base-offline.scenario.json'),
      JSON.stringify(scenario('base-offline', false)),
    );
    fs.writeFileSync(path.join(dir, 'broken.scenario.json'), '{ not json');
    const out = path.join(dir, 'report.xml');
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/scenario.ts',
        '--all',
        '--check',
        '--dir',
        dir,
        '--reporter',
        'junit',
        '--out',
        out,
        '--jobs',
        '2',
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.stdout).toContain('checking 2 scenarios, 2 at a time');
    expect(run.status, run.stderr).toBe(2); // base-offline missed, broken not played
    const xml = fs.readFileSync(out, 'utf8');
    expect(xml).toContain('<testsuites name="scenarios" tests="3" failures="1" errors="1"');
    expect(xml).toMatch(
      /<testcase classname="scenario.base-online" name="online: online" time="[\d.]+"><\/testcase>/,
    );
    expect(xml).toMatch(
      /<testcase classname="scenario.base-offline" name="online: online"[^>]*>\n\s*<failure /,
    );
    expect(xml).toMatch(/<error message="[^"]*broken.scenario.json: not a JSON file/);
  }, 150_000);

  it('plays a scenario on a farm file of one’s own, printed from a built-in farm to start from', () => {
    const farm = path.join(dir, 'our-farm.json');
    const printed = cli(['--print-farm', 'seed:9']);
    expect(printed.status, printed.stderr).toBe(0);
    fs.writeFileSync(farm, printed.stdout);
    const run = cli(['base-online', '--check', '--dir', dir, '--farm', farm, '--reporter', 'json']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('"passed": 1');
    const one = JSON.parse(printed.stdout) as { servers: unknown[] };
    fs.writeFileSync(farm, JSON.stringify({ ...one, servers: [] }));
    const bad = cli(['base-online', '--check', '--dir', dir, '--farm', farm]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toMatch(
      /^\[scenario\] .*our-farm\.json: servers: a farm needs at least one server$/,
    );
  }, 150_000);

  it('refuses what it cannot do with one line and exit 2', () => {
    const run = cli(['--all']);
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('[scenario] --all checks the library: add --check');
  });
});
