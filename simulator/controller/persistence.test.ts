import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../clock.ts';
import { createRig } from '../testing/controller-rig.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-sim-state-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps configuration and actuator positions across a restart, written atomically', async () => {
    const stateDir = tempDir();
    const fixture = makeFarm(3, { servers: 1, zonesPerServer: 1 }).servers[0]!;
    const clock = createClock({ mode: 'stepped' });
    const first = await createRig({ fixture, stateDir, clock });
    const added = await first.conf('zone', 'add', { name: '新棚', area: 300, crop: '番茄', order: 9 });
    expect(added?.code).toBe(0);
    await first.request('actuator/cmd', 'actuator', 'cmd', { aid: 1, action: 'set', value: 50 });
    clock.advance(120_000);
    await first.controller.stop();
    expect(fs.readdirSync(stateDir).sort()).toEqual([
      `${fixture.server.sn}.json`,
      `${fixture.server.sn}.json.bak`,
    ]);

    const second = await createRig({ fixture, stateDir, clock });
    const zones = (await second.conf('zone', 'list'))?.data as { name: string }[];
    expect(zones.map((z) => z.name)).toContain('新棚');
    expect(second.ctx.actuators.report(1)).toMatchObject({ pos: 50, state: 'stopped', mode: 'manual' });
    const again = await second.conf('zone', 'add', { name: '再一个', area: 1, crop: '', order: 0 });
    expect((again?.data as { f_zone_id: number }).f_zone_id).toBe(
      (added?.data as { f_zone_id: number }).f_zone_id + 1,
    );
    await second.controller.stop();
  });

  it.each([
    ['not JSON', '{ nope'],
    ['a wrong shape', '{"version":1}'],
    ['an invalid record', null],
  ])('reports and ignores a state file that is %s', async (_, body) => {
    const stateDir = tempDir();
    const fixture = makeFarm(4, { servers: 1, zonesPerServer: 1 }).servers[0]!;
    const file = path.join(stateDir, `${fixture.server.sn}.json`);
    const broken = {
      version: 1,
      sn: fixture.server.sn,
      savedAt: 0,
      system: { name: 'x', timezone: 'UTC' },
      inventory: { ...fixture.inventory, zone: [{ f_zone_id: -1 }] },
      actuators: [],
    };
    fs.writeFileSync(file, body ?? JSON.stringify(broken));
    const rig = await createRig({ fixture, stateDir });
    expect(rig.logs.some((line) => line.startsWith('[sim]') && line.includes('ignored'))).toBe(true);
    expect(((await rig.conf('zone', 'list'))?.data as unknown[]).length).toBe(1);
    await rig.controller.stop();
  });

  it('keeps the last acknowledged change when the state file is found damaged at the next boot', async () => {
    const stateDir = tempDir();
    const fixture = makeFarm(6, { servers: 1, zonesPerServer: 1 }).servers[0]!;
    const clock = createClock({ mode: 'stepped' });
    const first = await createRig({ fixture, stateDir, clock });
    expect((await first.conf('zone', 'add', { name: '早一点', area: 10, crop: '', order: 1 }))?.code).toBe(0);
    clock.advance(5_000);
    expect((await first.conf('zone', 'add', { name: '最后一次', area: 10, crop: '', order: 2 }))?.code).toBe(
      0,
    );
    // The power goes right after the change was saved (no save at a stop), and the file is bad.
    const file = path.join(stateDir, `${fixture.server.sn}.json`);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 40));

    const second = await createRig({ fixture, stateDir, clock });
    const names = ((await second.conf('zone', 'list'))?.data as { name: string }[]).map((z) => z.name);
    expect(names).toEqual(expect.arrayContaining(['早一点', '最后一次']));
    await second.controller.stop();
    await first.controller.stop();
  });

  it('comes back from a power cut with the configuration its state file holds, found damaged or not', async () => {
    const stateDir = tempDir();
    const fixture = makeFarm(7, { servers: 1, zonesPerServer: 1 }).servers[0]!;
    const clock = createClock({ mode: 'stepped' });
    const rig = await createRig({ fixture, stateDir, clock });
    expect((await rig.conf('zone', 'add', { name: '断电前', area: 10, crop: '', order: 1 }))?.code).toBe(0);
    rig.controller.powerCut(10_000);
    expect(rig.controller.online).toBe(false);
    fs.writeFileSync(path.join(stateDir, `${fixture.server.sn}.json`), '\u0000 not a state file');
    clock.advance(10_000);
    await vi.waitFor(() => expect(rig.controller.online).toBe(true));
    const names = ((await rig.conf('zone', 'list'))?.data as { name: string }[]).map((z) => z.name);
    expect(names).toContain('断电前');
    expect(rig.logs.some((l) => l.includes('restored from the last good copy'))).toBe(true);
    await rig.controller.stop();
  });

  it('moves a truncated state file aside and restores the last good copy', async () => {
    const stateDir = tempDir();
    const fixture = makeFarm(5, { servers: 1, zonesPerServer: 1 }).servers[0]!;
    const sn = fixture.server.sn;
    const clock = createClock({ mode: 'stepped' });
    const first = await createRig({ fixture, stateDir, clock });
    expect((await first.conf('zone', 'add', { name: '第一次', area: 10, crop: '', order: 1 }))?.code).toBe(0);
    clock.advance(5_000);
    expect((await first.conf('zone', 'add', { name: '第二次', area: 10, crop: '', order: 2 }))?.code).toBe(0);
    await first.controller.stop();
    const file = path.join(stateDir, `${sn}.json`);
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.slice(0, text.length / 2));

    const second = await createRig({ fixture, stateDir, clock });
    const names = ((await second.conf('zone', 'list'))?.data as { name: string }[]).map((z) => z.name);
    expect(names).toContain('第一次');
    expect(second.logs.some((l) => l.includes('moved aside') && l.includes('not JSON'))).toBe(true);
    expect(second.logs.some((l) => l.includes('restored from the last good copy'))).toBe(true);
    const files = fs.readdirSync(stateDir);
    expect(files.filter((f) => f.startsWith(`${sn}.json.corrupt-`))).toHaveLength(1);
    await second.controller.stop();
    // The next save did not overwrite the good copy with anything worse: both files load.
    const third = await createRig({ fixture, stateDir, clock });
    expect(((await third.conf('zone', 'list'))?.data as { name: string }[]).map((z) => z.name)).toContain(
      '第一次',
    );
    expect(third.logs.some((l) => l.includes('ignored'))).toBe(false);
    await third.controller.stop();
  });
});
