/**
 * While a jump catches up, a controller holds its actuator and record reports and folds them
 * (simulator/controller/held-reports.ts). An app that follows what the controller sends (through the
 * broker, as the taps see it) ends the jump with the controller's own actuator states and output
 * records, and the held reports left before the jump's end, not at the next report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import { decode } from '../../protocol/codec.ts';
import type { Output } from '../../protocol/index.ts';
import { startWorld, type World } from '../../scripts/world.ts';
import { createWorldClock } from '../../simulator/world-clock.ts';

type Ack = { confTyp: string; method: string; qryId: string | null; data: Record<string, unknown> };

let world: World;
const hourMs = 3_600_000;
// A summer morning: automation opens vents, runs fans and rewrites its wishes all day.
const clock = createWorldClock({ start: Date.UTC(2026, 6, 1, 0), paced: false });

beforeAll(async () => {
  world = await startWorld({
    ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
    farm: makeFarm(45, { servers: 1, zonesPerServer: 2 }),
    clock,
    warmDays: 0,
    stateDir: undefined,
    log: () => undefined,
  });
});
afterAll(async () => {
  await world?.stop();
  clock.stop();
});

describe('reports held while a jump catches up', () => {
  it("leave an app following them with the controller's actuator states and output records", async () => {
    const controller = world.sim.controllers[0]!;
    const ctx = controller.context;
    const actuators = new Map<number, Record<string, unknown>>();
    const outputs = new Map<number, Output>();
    for (const o of ctx.config.list('output')) outputs.set(o.oid, o);
    let sent = 0;
    const stop = world.sim.observe({
      published(_sn, topic, payload) {
        const decoded = decode(payload);
        if (!decoded.ok) throw new Error(`undecodable ${topic}: ${decoded.detail}`);
        const ack = decoded.value as Ack;
        if (ack.qryId !== null) return;
        if (topic.endsWith('/actuator/cmdack') && ack.method === 'report') {
          sent++;
          actuators.set(ack.data.aid as number, ack.data);
        }
        if (topic.endsWith('/system/confack') && ack.confTyp === 'output') {
          sent++;
          if (ack.method === 'delete') outputs.delete(ack.data.oid as number);
          else outputs.set(ack.data.oid as number, ack.data as Output);
        }
      },
    });
    await clock.jump(8 * hourMs);
    stop();
    const moved = [...actuators.keys()];
    expect(moved.length).toBeGreaterThan(0);
    for (const aid of moved) expect(actuators.get(aid), `actuator ${aid}`).toEqual(ctx.actuators.report(aid));
    expect([...outputs.values()]).toEqual(ctx.config.list('output'));
    // Folded: a handful per actuator and record, not one per move and decision of eight hours.
    expect(sent).toBeLessThan(4 * (moved.length + outputs.size));
  }, 60_000);
});
