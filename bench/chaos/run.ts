/**
 * One chaos soak: the world of world.ts on a stepped clock, moved as fast as it keeps up; the
 * timeline of plan.ts played on it; the invariants of invariants.ts checked every few simulated
 * minutes. Simulated time stands still while a part comes back (the broker, the cloud) until every
 * controller and app client is connected again, so the bounds are in simulated time at any speed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inventoryTyps } from '../../fixtures/inventory.ts';
import { confRecords } from '../../protocol/index.ts';
import type { Controller } from '../../simulator/index.ts';
import { createLedger, longestGap, type RequestRecord } from './invariants.ts';
import { faultKinds, planChaos, quietEndMs, type ChaosFault, type ChaosFaultKind } from './plan.ts';
import { startChaosWorld, type ChaosWorld } from './world.ts';

export type ChaosOptions = {
  seed: number;
  hours: number;
  controllers: number;
  clients: number;
  /** Simulated ms the clock moves between two looks at the agenda (default 10 s). */
  stepMs?: number;
  /** Simulated ms between two rounds of checks (default 5 minutes). */
  checkEveryMs?: number;
  /** Simulated ms an invariant may be off after a fault ends (default 15 minutes). */
  boundMs?: number;
  faultEveryMs?: number;
  requestEveryMs?: number;
  print?: (line: string) => void;
};

export type ChaosResult = {
  seed: number;
  hours: number;
  controllers: number;
  clients: number;
  wallS: number;
  faults: Record<ChaosFaultKind, number>;
  requests: { sent: number; applied: number; refused: number };
  alarms: { raised: number; expected: number; delivered: number };
  reboots: number;
  relogins: number;
  backfilledHours: number;
  memory: { appFirst: number; appLast: number; brokerFirst: number; brokerLast: number };
  warnings: string[];
  crashes: number;
  violations: { at: number; rule: string; detail: string }[];
};

const minute = 60_000;
const hour = 60 * minute;
/** 2025-06-01 00:00 Asia/Shanghai: a day from midnight, the sun and the weather the same each run. */
const start = Date.UTC(2025, 4, 31, 16, 0, 0);
const editableTyps = inventoryTyps.filter((t) => !('readOnly' in confRecords[t]));

/** JSON with every object's keys in order: the digest of what a record says, not of how it was built. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
const hash = (value: unknown) => createHash('sha256').update(canonical(value)).digest('hex').slice(0, 16);
/** The configuration's digest, and each confTyp's (to name what differs). */
const digestOf = (controller: Controller) => {
  const inventory = controller.context.config.snapshot();
  const typs = Object.fromEntries(editableTyps.map((t) => [t, hash(inventory[t])]));
  return { digest: hash(typs), typs };
};

type Agenda = { at: number; run: () => Promise<void> | void }[];
const schedule = (agenda: Agenda, at: number, run: () => Promise<void> | void) => {
  let i = agenda.length;
  while (i > 0 && agenda[i - 1]!.at > at) i--;
  agenda.splice(i, 0, { at, run });
};

/** Waits (host time, at most `capMs`) until `ready()`: a condition, never a fixed wait. */
async function until(ready: () => boolean, capMs: number): Promise<boolean> {
  const began = performance.now();
  while (!ready()) {
    if (performance.now() - began > capMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

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
    const expected = new Map<
      string,
      { digest: ReturnType<typeof digestOf>; kind: ChaosFaultKind; cutAt: number }
    >();
    /** Each controller's times without readings (off the network or without power). */
    const outages = new Map<string, [number, number][]>();
    const outage = (sn: string, from: number, to: number) =>
      outages.set(sn, [...(outages.get(sn) ?? []), [from, to]]);
    /** The longest time without readings `sn` had within [from, to], overlapping outages merged. */
    const longestOutage = (sn: string, from: number, to: number) => {
      const spans = (outages.get(sn) ?? [])
        .filter(([a, b]) => b >= from && a <= to)
        .sort((x, y) => x[0] - y[0]);
      let longest = 0;
      let current: [number, number] | undefined;
      for (const [a, b] of spans) {
        if (current && a <= current[1]) current[1] = Math.max(current[1], b);
        else current = [a, b];
        longest = Math.max(longest, current[1] - current[0]);
      }
      return longest;
    };
    let reboots = 0;
    let backfilledHours = 0;
    const memory = { appFirst: 0, appLast: 0, brokerFirst: 0, brokerLast: 0 };

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
      const differ = editableTyps.filter((t) => now.typs[t] !== before.digest.typs[t]);
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
            checkHistoryLater(sim.controllers, endAt - fault.forMs, endAt);
          });
        case 'linkLoss':
          if (away.has(sn)) return later();
          counts[fault.kind]++;
          away.add(sn);
          sim.faults.set('disconnect', { sn }, { ms: fault.forMs });
          outage(sn, clock.now(), endAt);
          return schedule(agenda, endAt, () => {
            away.delete(sn);
            checkHistoryLater([controller], endAt - fault.forMs, endAt);
          });
        case 'powerCut':
        case 'stateCorrupt': {
          if (away.has(sn)) return later();
          counts[fault.kind]++;
          away.add(sn);
          reboots++;
          expected.set(sn, { digest: digestOf(controller), kind: fault.kind, cutAt: clock.now() });
          controller.powerCut(fault.forMs);
          outage(sn, clock.now(), endAt);
          if (fault.kind === 'stateCorrupt') corrupt(w.stateDir, sn, fault.detail);
          return schedule(agenda, endAt, () => {
            away.delete(sn);
            checkHistoryLater([controller], endAt - fault.forMs, endAt);
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

    /** Once the link is back and the bound has passed, a client of the base reads the outage's history. */
    const checkHistoryLater = (controllers: Controller[], from: number, to: number) => {
      for (const controller of controllers) {
        const attempt = async (left: number) => {
          const sid = controller.context.config.list('sensor')[0]?.sid;
          const client = clients.list.find((c) => c.connected && controllerOf(c.index) === controller);
          if (sid === undefined) return;
          // Asked while the link is up; another outage meanwhile only puts the question off.
          const up = client && controller.online && !away.has(controller.sn) && !down.broker;
          if (!up) return void schedule(agenda, clock.now() + checkEveryMs, () => attempt(left));
          // From before the outage (not before the run's start) to after it.
          const window = { from: Math.max(t0, from - 10 * minute), to: to + 5 * minute };
          const answer = await client.history([sid], window.from, window.to, minute);
          if (answer?.ok) {
            const gap = longestGap(answer.times, window.from, window.to);
            const allowed = Math.max(to - from, longestOutage(controller.sn, window.from, window.to));
            if (gap > allowed + 3 * minute)
              ledger.violate(
                clock.now(),
                'history gap longer than the outage',
                `${controller.sn}: ${Math.round(gap / minute)} min missing around an outage of ${Math.round(allowed / minute)} min`,
              );
            else backfilledHours += (to - from) / hour;
            return;
          }
          if (left > 0) schedule(agenda, clock.now() + checkEveryMs, () => attempt(left - 1));
          else
            ledger.violate(
              clock.now(),
              'history of an outage never read back',
              `${controller.sn} at ${new Date(from).toISOString()}: ${answer?.reason ?? 'no answer'}`,
            );
        };
        schedule(agenda, to + boundMs, () => attempt(6));
      }
    };

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
    for (const alarm of plan.alarms) {
      const controller = sim.controllers[alarm.controller]!;
      const rule = controller.context.config.list('alarmRule').find((r) => r.enabled);
      if (!rule) continue;
      const value =
        rule.high !== null ? rule.high + 5 + rule.hysteresis : (rule.low ?? 0) - 5 - rule.hysteresis;
      const target = { sn: controller.sn, id: rule.sid };
      schedule(agenda, t0 + alarm.at, () => void sim.faults.set('sensorOutOfRange', target, { value }));
      schedule(agenda, t0 + alarm.at + alarm.forMs, () => void sim.faults.clear('sensorOutOfRange', target));
    }
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
      while (agenda[0] && agenda[0].at <= clock.now()) await agenda.shift()!.run();
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
      while (agenda[0] && agenda[0].at <= clock.now()) await agenda.shift()!.run();
    }
    await until(() => [...ledger.requests.values()].every((r) => r.outcome), 30_000);
    await check();
    await sampleMemory('Last');
    untap();
    const requests = ledger.closeRequests(clock.now(), countIn(cropCounts()));
    const alarms = ledger.alarmTally(clientsOf);
    const allWarnings = [...warnings, ...broker.warnings, ...clients.warnings];
    const leaks = allWarnings.filter((line) => line.startsWith('MaxListenersExceededWarning'));
    if (leaks.length > 0) ledger.violate(clock.now(), 'listener leak warning', leaks[0]!);
    const crashes = broker.crashes + clients.crashes + w.controllerFaults.length;
    if (crashes > 0)
      ledger.violate(clock.now(), 'a part crashed', w.controllerFaults[0] ?? `${crashes} crash(es)`);
    // Judged over a long run only: in a run of a few hours the first hour's figure still grows with
    // code compiled for the first time (the first broker kill, the first relogin), not with leaks.
    const judgeMemory = options.hours >= 6;
    if (judgeMemory && memory.appFirst > 0 && memory.appLast > memory.appFirst * 1.1)
      ledger.violate(
        clock.now(),
        'app heap grew by more than 10 %',
        `${memory.appFirst} -> ${memory.appLast}`,
      );
    if (judgeMemory && memory.brokerFirst > 0 && memory.brokerLast > memory.brokerFirst * 1.1)
      ledger.violate(
        clock.now(),
        'broker heap grew by more than 10 %',
        `${memory.brokerFirst} -> ${memory.brokerLast}`,
      );
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
      backfilledHours,
      memory,
      warnings: allWarnings,
      crashes,
      violations: ledger.violations,
    };
  }
}

/** The state file damaged while the power is off: cut half way (0) or overwritten with garbage (1). */
function corrupt(stateDir: string, sn: string, how: number): void {
  const file = path.join(stateDir, `${sn.replace(/[^\w.-]/g, '_')}.json`);
  if (!fs.existsSync(file)) return;
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, how === 0 ? text.slice(0, Math.floor(text.length / 2)) : '\u0000\u00ff garbage');
}
