import { describe, expect, it } from 'vitest';
import { interlockRefusal } from '../../protocol/index.ts';
import { defaultSteppedStart } from '../clock.ts';
import { createRig } from '../testing/controller-rig.ts';
import { createWorldClock } from '../world-clock.ts';

type Obj = Record<string, unknown>;
const cmd = (rig: Awaited<ReturnType<typeof createRig>>, para: Obj) =>
  rig.request('actuator/cmd', 'actuator', 'cmd', para);
const roller = (rig: Awaited<ReturnType<typeof createRig>>) =>
  rig.ctx.config.list('actuator').find((a) => a.kind === 'roller')!;

describe('actuator/cmd', () => {
  it('moves a roller over its travel time with periodic position reports, ending open', async () => {
    const rig = await createRig();
    const a = roller(rig);
    const travelMs = (a.travelTime ?? 0) * 1000;
    const ack = await cmd(rig, { aid: a.aid, action: 'open' });
    expect(ack).toMatchObject({
      code: 0,
      data: { aid: a.aid, state: 'opening', pos: 0, target: 100, mode: 'manual' },
    });
    rig.clock.advance(travelMs / 2);
    expect(rig.ctx.actuators.report(a.aid)).toMatchObject({ state: 'opening', pos: 50 });
    rig.clock.advance(travelMs / 2 - 1);
    expect(rig.ctx.actuators.report(a.aid)?.state).toBe('opening');
    rig.clock.advance(1);
    expect(rig.ctx.actuators.report(a.aid)).toMatchObject({ state: 'open', pos: 100 });
    const reports = rig
      .reports('actuator/cmdack')
      .map((r) => r.data as Obj)
      .filter((d) => d.aid === a.aid);
    const positions = reports.map((r) => r.pos as number);
    expect(reports.length).toBeGreaterThanOrEqual(travelMs / 1000);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(reports.at(-1)).toMatchObject({ state: 'open', pos: 100 });
    expect(rig.invalid).toEqual([]);
  });

  it('reports a travel every reportEveryMs (a load run: 5 s), besides its start and its end', async () => {
    const reportsOver = async (reportEveryMs?: number) => {
      const rig = await createRig(reportEveryMs ? { reportEveryMs } : {});
      const a = roller(rig);
      const travelMs = (a.travelTime ?? 0) * 1000;
      await cmd(rig, { aid: a.aid, action: 'open' });
      rig.clock.advance(travelMs + 1);
      const reports = rig
        .reports('actuator/cmdack')
        .map((r) => r.data as Obj)
        .filter((d) => d.aid === a.aid);
      expect(reports.at(-1)).toMatchObject({ state: 'open', pos: 100 });
      return { count: reports.length, travelS: travelMs / 1000 };
    };
    const everySecond = await reportsOver();
    const everyFive = await reportsOver(5000);
    expect(everySecond.count).toBeGreaterThanOrEqual(everySecond.travelS);
    expect(everyFive.count).toBeLessThanOrEqual(Math.ceil(everyFive.travelS / 5) + 2);
    expect(everyFive.count).toBeGreaterThanOrEqual(Math.floor(everyFive.travelS / 5));
  });

  it('holds the reports of a travel while the clock catches up (a jump): its last state, then live ones', async () => {
    const clock = createWorldClock({ start: defaultSteppedStart, paced: false, chunkMs: 10_000 });
    const rig = await createRig({ clock });
    const a = { ...roller(rig), travelTime: 300 };
    rig.ctx.config.put('actuator', a);
    await cmd(rig, { aid: a.aid, action: 'open' });
    await clock.jump(300_001);
    const reports = rig
      .reports('actuator/cmdack')
      .map((r) => r.data as Obj)
      .filter((d) => d.aid === a.aid);
    // Its start; caught up until its last 10 s: its state then, once; then one a second; the end.
    expect(reports.length).toBeGreaterThanOrEqual(1 + 1 + 9);
    expect(reports.length).toBeLessThanOrEqual(1 + 1 + 10 + 1);
    expect(reports[0]).toMatchObject({ state: 'opening', pos: 0 });
    expect(reports[1]).toMatchObject({ state: 'opening' });
    expect(reports[1]!.pos).toBeGreaterThan(95);
    expect(reports.at(-1)).toMatchObject({ state: 'open', pos: 100 });
    expect(rig.invalid).toEqual([]);
  });

  it('stops midway, sets a position, and stays at a limit', async () => {
    const rig = await createRig();
    const a = roller(rig);
    await cmd(rig, { aid: a.aid, action: 'set', value: 40 });
    rig.clock.advance(((a.travelTime ?? 0) * 1000 * 20) / 100);
    expect((await cmd(rig, { aid: a.aid, action: 'stop' }))?.data).toMatchObject({
      state: 'stopped',
      pos: 20,
    });
    await cmd(rig, { aid: a.aid, action: 'close' });
    rig.clock.advance(60_000);
    expect(rig.ctx.actuators.report(a.aid)).toMatchObject({ state: 'closed', pos: 0 });
    expect((await cmd(rig, { aid: a.aid, action: 'close' }))?.data).toMatchObject({
      state: 'closed',
      pos: 0,
    });
  });

  it('switches on/off kinds, with a duration that ends by itself', async () => {
    const rig = await createRig();
    const fan = rig.ctx.config.list('actuator').find((a) => a.kind === 'fan')!;
    const ack = await cmd(rig, { aid: fan.aid, action: 'on', duration: 30 });
    expect(ack?.data).toMatchObject({ state: 'on', until: rig.clock.now() + 30_000 });
    rig.clock.advance(30_000);
    expect(rig.ctx.actuators.report(fan.aid)?.state).toBe('off');
  });

  it('sets manual mode on a command and releases it with auto; automation is refused meanwhile', async () => {
    const rig = await createRig();
    const light = rig.ctx.config.list('actuator').find((a) => a.kind === 'light')!;
    await cmd(rig, { aid: light.aid, action: 'on' });
    expect(rig.ctx.actuators.command({ aid: light.aid, action: 'off' }, 'auto').code).toBe(4);
    expect((await cmd(rig, { aid: light.aid, action: 'auto' }))?.data).toMatchObject({
      mode: 'auto',
      state: 'on',
    });
    expect(rig.ctx.actuators.command({ aid: light.aid, action: 'off' }, 'auto').code).toBe(0);
  });

  it('refuses a move while an interlocked actuator runs (code 4)', async () => {
    const rig = await createRig();
    const curtain = rig.ctx.config.list('actuator').find((a) => a.kind === 'curtain')!;
    const screen = curtain.interlocks[0]!;
    await cmd(rig, { aid: curtain.aid, action: 'open' });
    // The refusal names the running partner, in the message and in the data (protocol interlockRefusal).
    const refused = await cmd(rig, { aid: screen, action: 'open' });
    const screenName = rig.ctx.config.get('actuator', screen)!.name;
    expect(refused).toMatchObject({
      code: 4,
      msg: `${screenName} is interlocked with ${curtain.name}, which is running`,
      data: { aid: screen, interlockedWith: { aid: curtain.aid, name: curtain.name } },
    });
    expect(interlockRefusal.parse(refused?.data).interlockedWith.name).toBe(curtain.name);
    expect((await cmd(rig, { aid: screen, action: 'stop' }))?.code).toBe(0);
  });

  it('answers 3 for an unknown actuator, 2 for a bad para, 5 when disabled', async () => {
    const rig = await createRig();
    expect((await cmd(rig, { aid: 999, action: 'open' }))?.code).toBe(3);
    expect((await cmd(rig, { aid: 1, action: 'set' }))?.code).toBe(2);
    expect((await cmd(rig, { aid: 1, action: 'wiggle' }))?.code).toBe(2);
    const a = roller(rig);
    await rig.conf('actuator', 'update', { ...a, enabled: false });
    expect(await cmd(rig, { aid: a.aid, action: 'open' })).toMatchObject({ code: 5 });
    expect(rig.invalid).toEqual([]);
  });

  it('lets an attached automation drive actuators on the clock until a manual command overrides it', async () => {
    const results: number[] = [];
    let stopped = false;
    const rig = await createRig({
      attach: (ctx) => {
        const fan = ctx.config.list('actuator').find((a) => a.kind === 'fan')!;
        const timer = ctx.clock.setInterval(() => {
          results.push(ctx.actuators.command({ aid: fan.aid, action: 'on' }, 'auto').code);
        }, 10_000);
        return () => {
          ctx.clock.clearInterval(timer);
          stopped = true;
        };
      },
    });
    rig.clock.advance(10_000);
    const fan = rig.ctx.config.list('actuator').find((a) => a.kind === 'fan')!;
    expect(rig.ctx.actuators.report(fan.aid)).toMatchObject({ state: 'on', mode: 'auto' });
    await cmd(rig, { aid: fan.aid, action: 'off' });
    rig.clock.advance(10_000);
    expect(results).toEqual([0, 4]);
    await rig.controller.stop();
    expect(stopped).toBe(true);
  });
});
