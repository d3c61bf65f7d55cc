import { describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  CJK_FONT,
  MOSQUITTO,
  REDIS,
  candidatePaths,
  planProvision,
  toolsFor,
  versionLine,
  type ProvisionInput,
} from './ensure-browser.ts';

function input(over: Partial<ProvisionInput> & { present?: string[] } = {}): ProvisionInput {
  const present = new Set(over.present ?? []);
  return {
    env: over.env ?? { PATH: '/usr/local/bin:/usr/bin:/bin' },
    isExecutable: over.isExecutable ?? ((p) => present.has(p)),
    isRoot: over.isRoot ?? false,
    hasApt: over.hasApt ?? false,
  };
}

describe('planProvision: chromium', () => {
  it('uses /usr/bin/chromium when it is there', () => {
    expect(planProvision(CHROMIUM, input({ present: ['/usr/bin/chromium'] }))).toEqual({
      action: 'use',
      path: '/usr/bin/chromium',
    });
  });

  it('uses CHROMIUM_PATH when set and executable, even if /usr/bin/chromium exists', () => {
    const env = { PATH: '/usr/bin', CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(
      planProvision(CHROMIUM, input({ env, present: ['/opt/chrome/chrome', '/usr/bin/chromium'] })),
    ).toEqual({ action: 'use', path: '/opt/chrome/chrome' });
  });

  it('fails with a one-line message when CHROMIUM_PATH is not executable, and never installs over it', () => {
    const env = { CHROMIUM_PATH: '/nope/chrome' };
    const plan = planProvision(
      CHROMIUM,
      input({ env, present: ['/usr/bin/chromium'], isRoot: true, hasApt: true }),
    );
    expect(plan).toEqual({
      action: 'instruct',
      message: 'CHROMIUM_PATH=/nope/chrome is not an executable file',
    });
  });

  it('treats an empty CHROMIUM_PATH as unset', () => {
    const env = { CHROMIUM_PATH: '' };
    expect(planProvision(CHROMIUM, input({ env, present: ['/usr/bin/chromium'] }))).toEqual({
      action: 'use',
      path: '/usr/bin/chromium',
    });
  });

  it('does not pick up some other chromium on PATH', () => {
    const env = { PATH: '/snap/bin' };
    expect(planProvision(CHROMIUM, input({ env, present: ['/snap/bin/chromium'] })).action).toBe('instruct');
  });

  it('installs the chromium package when missing, as root, with apt-get', () => {
    expect(planProvision(CHROMIUM, input({ isRoot: true, hasApt: true }))).toEqual({
      action: 'install',
      pkg: 'chromium',
    });
  });

  it.each([
    { isRoot: false, hasApt: true },
    { isRoot: true, hasApt: false },
    { isRoot: false, hasApt: false },
  ])('instructs when missing and cannot install (%o)', (flags) => {
    const plan = planProvision(CHROMIUM, input(flags));
    expect(plan).toEqual({
      action: 'instruct',
      message:
        "Chromium not found: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH",
    });
  });
});

describe('planProvision: Chinese font', () => {
  it('uses Noto CJK when it is there', () => {
    const noto = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
    expect(planProvision(CJK_FONT, input({ present: [noto] }))).toEqual({ action: 'use', path: noto });
  });

  it('accepts an installed fallback CJK font instead', () => {
    const droid = '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf';
    expect(planProvision(CJK_FONT, input({ present: [droid] }))).toEqual({ action: 'use', path: droid });
  });

  it('installs fonts-noto-cjk as root when no CJK font is there', () => {
    expect(planProvision(CJK_FONT, input({ isRoot: true, hasApt: true }))).toEqual({
      action: 'install',
      pkg: 'fonts-noto-cjk',
    });
  });

  it('tells a non-root user which package to install', () => {
    expect(planProvision(CJK_FONT, input({ isRoot: false }))).toEqual({
      action: 'instruct',
      message: expect.stringContaining('fonts-noto-cjk') as string,
    });
  });
});

describe('planProvision: mosquitto', () => {
  it('finds mosquitto on PATH first', () => {
    const env = { PATH: '/opt/mq/bin:/usr/bin' };
    expect(
      planProvision(MOSQUITTO, input({ env, present: ['/opt/mq/bin/mosquitto', '/usr/sbin/mosquitto'] })),
    ).toEqual({ action: 'use', path: '/opt/mq/bin/mosquitto' });
  });

  it('falls back to /usr/sbin/mosquitto, which is not on a normal user PATH', () => {
    expect(planProvision(MOSQUITTO, input({ present: ['/usr/sbin/mosquitto'] }))).toEqual({
      action: 'use',
      path: '/usr/sbin/mosquitto',
    });
  });

  it('installs the mosquitto package when missing, as root, with apt-get', () => {
    expect(planProvision(MOSQUITTO, input({ isRoot: true, hasApt: true }))).toEqual({
      action: 'install',
      pkg: 'mosquitto',
    });
  });

  it('instructs when missing and not root', () => {
    const plan = planProvision(MOSQUITTO, input({ hasApt: true }));
    expect(plan.action).toBe('instruct');
    if (plan.action === 'instruct') {
      expect(plan.message).toMatch(/mosquitto not found.*apt-get install mosquitto/);
      expect(plan.message).not.toContain('\n');
    }
  });

  it('lists PATH entries before the fallback, without duplicates', () => {
    expect(candidatePaths(MOSQUITTO, { PATH: '/usr/sbin::/usr/bin' })).toEqual([
      '/usr/sbin/mosquitto',
      '/usr/bin/mosquitto',
    ]);
    expect(candidatePaths(MOSQUITTO, {})).toEqual(['/usr/sbin/mosquitto']);
  });
});

describe('toolsFor', () => {
  it('checks chromium by default and mosquitto too with --mosquitto', () => {
    expect(toolsFor([])).toEqual([CHROMIUM, CJK_FONT]);
    expect(toolsFor(['--mosquitto'])).toEqual([CHROMIUM, CJK_FONT, MOSQUITTO]);
  });

  it('adds redis-server with --redis (the broker cluster scenario)', () => {
    expect(toolsFor(['--mosquitto', '--redis'])).toEqual([CHROMIUM, CJK_FONT, MOSQUITTO, REDIS]);
    expect(planProvision(REDIS, input({ isRoot: true, hasApt: true }))).toEqual({
      action: 'install',
      pkg: 'redis-server',
    });
    expect(planProvision(REDIS, input({ present: ['/usr/bin/redis-server'] }))).toEqual({
      action: 'use',
      path: '/usr/bin/redis-server',
    });
  });

  it('rejects unknown flags instead of ignoring a typo', () => {
    expect(() => toolsFor(['--mosquito'])).toThrow(/unknown argument/);
  });
});

describe('versionLine', () => {
  it("skips the Debian chromium wrapper's shell noise", () => {
    const out =
      '/usr/bin/chromium: 9: [: 25276518400: unexpected operator\n' +
      'Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n';
    expect(versionLine(out)).toBe('Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)');
  });

  it('reads the first line of mosquitto -h', () => {
    expect(versionLine('mosquitto version 2.0.11\n\nUsage: mosquitto [-c config_file] [ -d ]')).toBe(
      'mosquitto version 2.0.11',
    );
  });

  it('returns undefined when there is no version', () => {
    expect(versionLine('\n  \n')).toBeUndefined();
  });
});
