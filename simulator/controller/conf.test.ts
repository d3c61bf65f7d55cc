import { describe, expect, it } from 'vitest';
import { confRecords } from '../../protocol/index.ts';
import { inventoryTyps } from '../../fixtures/inventory.ts';
import { createRig } from '../testing/controller-rig.ts';

type Obj = Record<string, unknown>;
const editable = inventoryTyps.filter((t) => !('readOnly' in confRecords[t]));

describe('system/conf', () => {
  it.each(editable)('%s: list, query, add, update, delete round trip with reports', async (typ) => {
    const rig = await createRig();
    const key = confRecords[typ].key;
    const list = await rig.conf(typ, 'list');
    expect(list).toMatchObject({ code: 0, confTyp: typ, method: 'list' });
    const first = (list?.data as Obj[])[0] as Obj;
    expect(first).toBeDefined();
    const query = await rig.conf(typ, 'query', { [key]: first[key] });
    if (typ === 'zone') expect((query?.data as Obj).zone).toEqual(first);
    else expect(query?.data).toEqual(first);

    const fields = { ...first };
    delete fields[key];
    const added = await rig.conf(typ, 'add', fields);
    expect(added?.code).toBe(0);
    const newKey = (added?.data as Obj)[key] as number;
    expect(newKey).toBeGreaterThan(Math.max(...(list?.data as Obj[]).map((r) => r[key] as number)));
    expect(rig.reports('system/confack').at(-1)).toMatchObject({
      confTyp: typ,
      method: 'add',
      data: { [key]: newKey },
    });

    const updated = await rig.conf(typ, 'update', { ...first, [key]: newKey });
    expect(updated).toMatchObject({ code: 0, data: { [key]: newKey } });
    expect(rig.reports('system/confack').at(-1)).toMatchObject({ confTyp: typ, method: 'update' });

    expect(await rig.conf(typ, 'delete', { [key]: newKey })).toMatchObject({
      code: 0,
      data: { [key]: newKey },
    });
    expect(rig.reports('system/confack').at(-1)).toMatchObject({
      confTyp: typ,
      method: 'delete',
      qryId: null,
    });
    expect((await rig.conf(typ, 'query', { [key]: newKey }))?.code).toBe(3);
    expect((await rig.conf(typ, 'update', { ...first, [key]: newKey }))?.code).toBe(3);
    expect(rig.invalid).toEqual([]);
  });

  it("answers the seed's zone query with the zone, its sensors, actuators and valves", async () => {
    const rig = await createRig();
    const ack = await rig.conf('zone', 'query', { f_zone_id: 1 });
    const data = ack?.data as { zone: Obj; sensors: Obj[]; actuators: Obj[]; valves: Obj[]; states: Obj[] };
    expect(data.zone.f_zone_id).toBe(1);
    expect(data.sensors.length).toBeGreaterThan(0);
    expect(data.sensors.every((s) => s.zid === 1)).toBe(true);
    expect(data.actuators.every((a) => a.zid === 1)).toBe(true);
    expect(data.valves.length).toBe(2);
    expect(data.states).toHaveLength(data.actuators.length);
  });

  it('filters lists by zone', async () => {
    const rig = await createRig();
    const sensors = (await rig.conf('sensor', 'list', { zid: 2 }))?.data as Obj[];
    expect(sensors.length).toBeGreaterThan(0);
    expect(sensors.every((s) => s.zid === 2)).toBe(true);
  });

  it('answers 1 for an unknown confTyp or method, 2 for a bad para or a broken reference', async () => {
    const rig = await createRig();
    expect(await rig.conf('greenhouse', 'list')).toMatchObject({ code: 1, qryId: 'q-1' });
    expect((await rig.conf('zone', 'explode'))?.code).toBe(1);
    expect((await rig.conf('log', 'add', { message: 'x' }))?.code).toBe(1);
    expect((await rig.conf('zone', 'query', { f_zone_id: 'one' }))?.code).toBe(2);
    expect((await rig.conf('zone', 'add', { name: '', area: -1 }))?.code).toBe(2);
    const sensor = { name: 'x', zid: 99, type: 'airTemp', min: 0, max: 50 };
    expect(await rig.conf('sensor', 'add', sensor)).toMatchObject({
      code: 2,
      msg: expect.stringContaining('zone 99'),
    });
    expect(rig.invalid).toEqual([]);
  });

  it('answers 2 to a request without confTyp but with a qryId, and drops one without qryId', async () => {
    const rig = await createRig();
    const publish = (text: string) =>
      rig.app.publish(`${rig.base}/system/conf`, new TextEncoder().encode(text), { qos: 1, retain: false });
    await publish('{"qryId":"bad-1","para":{}}');
    expect(rig.on('system/confack').find((a) => a.qryId === 'bad-1')).toMatchObject({ code: 2 });
    await publish('not json');
    await publish('{"confTyp":"zone"}');
    expect(rig.controller.stats.rejected).toBe(2);
    expect(rig.invalid).toEqual([]);
  });

  it('locks a running irrigation plan and its valves (code 4)', async () => {
    const rig = await createRig();
    const plan = rig.ctx.config.get('irrigationPlan', 1) as Obj;
    expect(
      (await rig.request('rotationIrrigation/cmd', 'irrigation', 'cmd', { action: 'start', pid: 1 }))?.code,
    ).toBe(0);
    expect((await rig.conf('irrigationPlan', 'update', plan))?.code).toBe(4);
    expect((await rig.conf('irrigationPlan', 'delete', { pid: 1 }))?.code).toBe(4);
    const vid = (plan.valveIds as number[])[0] as number;
    expect((await rig.conf('valve', 'delete', { vid }))?.code).toBe(4);
  });

  it('serves system, log and alarm records', async () => {
    const rig = await createRig();
    const system = await rig.conf('system', 'query');
    expect(system?.data).toMatchObject({ sn: rig.fixture.server.sn, timezone: 'Asia/Shanghai' });
    const update = await rig.conf('system', 'update', { ...(system?.data as Obj), name: '新名字' });
    expect(update?.data).toMatchObject({ name: '新名字' });
    const day = rig.ctx.localDay(rig.clock.now());
    const logs = await rig.conf('log', 'list', { date: day, kind: 'system' });
    expect((logs?.data as Obj[]).length).toBeGreaterThan(0);
    expect(((await rig.conf('log', 'list', { date: '2001-01-01' }))?.data as Obj[]).length).toBe(0);
    expect((await rig.conf('alarm', 'list'))?.code).toBe(0);
    expect(rig.invalid).toEqual([]);
  });
});
