/**
 * One chaos soak: the world of world.ts on a stepped clock, moved as fast as it keeps up; the
 * timeline of plan.ts played on it; the invariants of invariants.ts checked every few simulated
 * minutes. Simulated time stands still while a part comes back (the broker, the cloud) until every
 * controller and app client is connected again, so the bounds are in simulated time at any speed.
 */
import { runDue, schedule, until, type Agenda } from './agenda.ts';
import { closingChecks, type Memory } from './closing-checks.ts';
import type { ChaosOptions, ChaosResult } from './result.ts';
import { differingTyps, digestOf, type ConfigDigest } from './config-digest.ts';
import { createHistoryCheck } from './history-check.ts';
import { createLedger, type RequestRecord } from './invariants.ts';
import { createOutages } from './outages.ts';
import { faultKinds, planChaos, quietEndMs, type ChaosFault, type ChaosFaultKind } from './plan.ts';

export type { ChaosOptions, ChaosResult } from './result.ts';
import { damageStateFile } from './state-damage.ts';
import { alarmTriggers } from './alarm-triggers.ts';
import { startChaosWorld, type ChaosWorld } from './world.ts';

const minute = 60_000;
const hour = 60 * minute;
/** 2025-06-01 00:00 Asia/Shanghai: a day from midnight, the sun and the weather the same each run. */
const start = Date.UTC(2025, 4, 31, 16, 0, 0);
export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const print = options.print ?? ((line: string) => console.log(line));
  const stepMs = options.stepMs ?? 10_000;
  const checkEveryMs = options.checkEveryMs ?? 5 * minute;
  const boundMs = options.boundMs ?? 15 * minute;
  const durationMs = options.hours * hour;
  const plan = planChaos({
    seed: options.seed,
    durationMs,
    controllers: options.controllers,
    clients: options.clients,
    faultEveryMs: options.faultEveryMs,
    requestEveryMs: options.requestEveryMs,
  });
  print(
    `[chaos] seed ${options.seed}: ${options.controllers} controllers, ${options.clients} app clients, ` +
      `${options.hours} simulated h, ${plan.faults.length} faults, ${plan.requests.length} requests`,
  );
  const ledger = createLedger({ seed: options.seed, boundMs, hostBoundMs: 30_000, print });
  const warnings: string[] = [];
  const onWarning = (warning: Error) =>
    void warnings.push(
      `${warning.name}: ${warning.message} (soak process${process.env.GH_CHAOS_STACKS ? `: ${warning.stack}` : ''})`,
    );
  process.on('warning', onWarning);
  let world: ChaosWorld | undefined;
  const began = performance.now();
  try {
    world = await startChaosWorld({
      controllers: options.controllers,
      clients: options.clients,
      start,
      // Host ms: short, as every host-time wait is many simulated minutes at the soak's speed.
      ackTimeoutMs: 3000,
      onOutcome: (_client, id, outcome) => ledger.settled(id, outcome, world?.clock.now() ?? start),
    });
    const result = await play(world);
    return { ...result, wallS: (performance.now() - began) / 1000 };
  } finally {
    process.off('warning', onWarning);
    await world?.stop();
  }

  async function play(w: ChaosWorld): Promise<Omit<ChaosResult, 'wallS'>> {
    const { clock, sim, broker, clients } = w;
    const t0 = clock.now();
    const end = t0 + durationMs;
    const agenda: Agenda = [];
    const counts = Object.fromEntries(faultKinds.map((k) => [k, 0])) as Record<ChaosFaultKind, number>;
    const controllerOf = (client: number) => sim.controllers[w.growerOf(client).controller]!;
    const clientsOf = (sn: string) =>
      clients.list.filter((c) => controllerOf(c.index).sn === sn).map((c) => c.index);
    /** Controllers off the network by a fault of ours, and whole parts down. */
    const away = new Set<string>();
    const down = { broker: false, cloud: false };
    /** Digest each controller had when its power went, checked when it announces itself again. */
    const expected = new Map<string, { digest: ConfigDigest; kind: ChaosFaultKind; cutAt: number }>();
    const outages = createOutages();
    let reboots = 0;
    const memory: Memory = { appFirst: 0, appLast: 0, brokerFirst: 0, brokerLast: 0 };

    /**
     * Compared at the first thing the controller does once it is back: its announcement, or a
     * request reaching it (told before its dispatcher applies it), whichever comes first.
     */
    const compareAfterBoot = (sn: string) => {
      const before = expected.get(sn);
      const controller = sim.controllers.find((c) => c.sn === sn);
      if (!before || !controller || controller.context.bootAt <= before.cutAt) return;
      expected.delete(sn);
      const now = digestOf(controller);
      if (now.digest === before.digest.digest) return;
      const differ = differingTyps(before.digest, now);
      ledger.violate(
        clock.now(),
        'configuration after a reboot is not the acknowledged one',
        `${sn} after a ${before.kind}: ${before.digest.digest} before, ${now.digest} after (${differ.join(', ')})`,
      );
    };
    const untap = sim.observe({
      published: (sn) => compareAfterBoot(sn),
      received: (sn) => compareAfterBoot(sn),
    });

    const settle = async (why: string) => {
      const ok = await until(
        () =>
          sim.controllers.every((c) => away.has(c.sn) || c.online) && clients.list.every((c) => c.connected),
        60_000,
      );
      if (!ok) print(`[chaos] ${why}: not everyone was back within a minute of host time`);
    };

    const inject = async (fault: ChaosFault): Promise<void> => {
      const controller = sim.controllers[fault.target % sim.controllers.length]!;
      const sn = controller.sn;
      const endAt = clock.now() + fault.forMs;
      // Its target is down already: the fault comes a little later (the plan's quiet end stays quiet).
      const later = () => {
        if (clock.now() + checkEveryMs < end - quietEndMs)
          schedule(agenda, clock.now() + checkEveryMs, () => inject(fault));
      };
      switch (fault.kind) {
        case 'brokerKill':
          if (down.broker) return later();
          counts[fault.kind]++;
          down.broker = true;
          await broker.kill9();
          return schedule(agenda, endAt, async () => {
            await broker.start();
            down.broker = false;
            await settle('broker restart');
            history.after(sim.controllers, endAt - fault.forMs, endAt);
          });
        case 'linkLoss':
          if (away.has(sn)) return later();
          counts[fault.kind]++;
          away.add(sn);
          sim.faults.set('disconnect', { sn }, { ms: fault.forMs });
          outages.add(sn, clock.now(), endAt);
          return schedule(agenda, endAt, () => {
            away.delete(sn);
            history.after([controller], endAt - fault.forMs, endAt);
          });
        case 'powerCut':
        case 'stateCorrupt': {
          if (away.has(sn)) return later();
          counts[fault.kind]++;
          away.add(sn);
          reboots++;
          expected.set(sn, { digest: digestOf(controller), kind: fault.kind, cutAt: clock.now() });
          controller.powerCut(fault.forMs);
          outages.add(sn, clock.now(), endAt);
          if (fault.kind === 'stateCorrupt') damageStateFile(w.stateDir, sn, fault.detail);
          return schedule(agenda, endAt, () => {
            away.delete(sn);
            history.after([controller], endAt - fault.forMs, endAt);
          });
        }
        case 'ackDrop':
        case 'ackDelay': {
          const target = { sn, topic: 'system/confack' as const };
          const kind = fault.kind;
          counts[kind]++;
          if (kind === 'ackDrop') sim.faults.set(kind, target, { count: fault.detail });
          else sim.faults.set(kind, target, { ms: fault.detail });
          return schedule(agenda, endAt, () => void sim.faults.clear(kind, target));
        }
        case 'badPayloads':
          counts[fault.kind]++;
          return clients.list[fault.target]?.badPayloads(fault.detail);
        case 'tokenExpiry': {
          const client = clients.list[fault.target];
          if (!client) return;
          counts[fault.kind]++;
          w.cloud()?.store.tokens.expire({ mobile: w.growerOf(client.index).mobile });
          return; // the grower finds out at the next screen or reconnect
        }
        case 'cloudRestart':
          if (down.cloud) return later();
          counts[fault.kind]++;
          down.cloud = true;
          await w.stopCloud();
          return schedule(agenda, endAt, async () => {
            await w.startCloud();
            down.cloud = false;
            await settle('cloud restart');
          });
      }
    };

    const history = createHistoryCheck({
      agenda,
      now: () => clock.now(),
      t0,
      ledger,
      outages,
      clientOf: (controller) => clients.list.find((c) => c.connected && controllerOf(c.index) === controller),
      up: (controller) => controller.online && !away.has(controller.sn) && !down.broker,
      checkEveryMs,
      boundMs,
    });

    const cropCounts = () =>
      sim.controllers.map((c) => {
        const names = new Map<string, number>();
        for (const crop of c.context.config.list('crop'))
          names.set(crop.name, (names.get(crop.name) ?? 0) + 1);
        return names;
      });
    const countIn = (table: Map<string, number>[]) => (record: RequestRecord) =>
      table[record.controller]?.get(record.id) ?? 0;

    const check = async () => {
      ledger.checkRequests(clock.now(), countIn(cropCounts()));
      for (const controller of sim.controllers)
        for (const alarm of controller.context.config.list('alarm'))
          if (alarm.ts >= t0) ledger.alarmRaised(controller.sn, alarm.alid);
      await Promise.all(
        clients.list.map(async (client) => {
          const controller = controllerOf(client.index);
          const seen = await client.alarms();
          const disturbed = down.broker || down.cloud || away.has(controller.sn) || !controller.online;
          if (disturbed || !seen?.connected) return ledger.forgetAlarmDiscrepancies(client.index);
          const open = controller.context.config
            .list('alarm')
            .filter((a) => a.state === 'open' && !a.acked)
            .map((a) => a.alid);
          ledger.checkAlarms(clock.now(), client.index, open, seen, controller.sn);
        }),
      );
    };

    const sampleMemory = async (which: 'First' | 'Last') => {
      const heaps = await Promise.all(clients.list.map((c) => c.heap()));
      memory[`app${which}`] = heaps.reduce((a, b) => a + b, 0);
      memory[`broker${which}`] = down.broker ? 0 : (await broker.memory()).heap;
    };

    for (const fault of plan.faults) schedule(agenda, t0 + fault.at, () => inject(fault));
    for (const request of plan.requests)
      schedule(agenda, t0 + request.at, () => {
        const client = clients.list[request.client];
        if (!client) return;
        ledger.sent({
          id: request.id,
          client: request.client,
          controller: w.growerOf(request.client).controller,
          sentAt: clock.now(),
        });
        client.request(request.id);
      });
    for (const { at, run } of alarmTriggers(plan.alarms, sim)) schedule(agenda, t0 + at, run);
    for (let t = t0 + checkEveryMs; t < end; t += checkEveryMs) schedule(agenda, t, check);
    // Each grower opens a screen every half hour, as the app's guards check the session then.
    clients.list.forEach((client, i) => {
      for (let t = t0 + 30 * minute + i * minute; t < end; t += 30 * minute)
        schedule(agenda, t, () => client.navigate());
    });
    schedule(agenda, t0 + Math.min(hour, durationMs / 2), () => sampleMemory('First'));

    await settle('start');
    if (clients.crashes > 0 || !clients.list.every((c) => c.connected))
      throw new Error('[chaos] the app clients did not connect at the start');
    let lastReport = performance.now();
    const spent = { step: 0, agenda: 0 };
    while (clock.now() < end) {
      const next = agenda[0]?.at ?? end;
      const target = Math.min(clock.now() + stepMs, next, end);
      let t = performance.now();
      if (target > clock.now()) await clock.step(target - clock.now());
      spent.step += performance.now() - t;
      t = performance.now();
      await runDue(agenda, () => clock.now());
      spent.agenda += performance.now() - t;
      if (performance.now() - lastReport > 15_000) {
        lastReport = performance.now();
        const h = (clock.now() - t0) / hour;
        print(
          `[chaos] ${h.toFixed(1)} h simulated, x${Math.round((clock.now() - t0) / (performance.now() - began))}, ${ledger.violations.length} violation(s) (host s in steps ${(spent.step / 1000).toFixed(0)}, in faults and checks ${(spent.agenda / 1000).toFixed(0)})`,
        );
      }
    }
    // The end: faults off, everyone back, one bound of quiet time for the last answers to land.
    await settle('end');
    const quietEnd = clock.now() + boundMs;
    for (let t = clock.now() + checkEveryMs; t <= quietEnd; t += checkEveryMs) {
      await clock.step(checkEveryMs);
      await runDue(agenda, () => clock.now());
    }
    await until(() => [...ledger.requests.values()].every((r) => r.outcome), 30_000);
    await check();
    await sampleMemory('Last');
    untap();
    const requests = ledger.closeRequests(clock.now(), countIn(cropCounts()));
    const alarms = ledger.alarmTally(clientsOf);
    const allWarnings = [...warnings, ...broker.warnings, ...clients.warnings];
    const crashes = broker.crashes + clients.crashes + w.controllerFaults.length;
    closingChecks(ledger, clock.now(), {
      warnings: allWarnings,
      crashes,
      controllerFaults: w.controllerFaults,
      memory,
      hours: options.hours,
    });
    return {
      seed: options.seed,
      hours: options.hours,
      controllers: options.controllers,
      clients: options.clients,
      faults: counts,
      requests,
      alarms,
      reboots,
      relogins: clients.relogins,
      backfilledHours: history.backfilledHours(),
      memory,
      warnings: allWarnings,
      crashes,
      violations: ledger.violations,
    };
  }
}
