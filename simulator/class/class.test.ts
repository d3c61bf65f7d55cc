import { describe, expect, it } from 'vitest';
import { demoFarm } from '../../fixtures/index.ts';
import { checkControllerLogin, controllerSecret } from '../../fixtures/secrets.ts';
import { classBody } from '../../protocol/sim-class.ts';
import { z } from '../../protocol/zod-mini.ts';
import { check } from '../../scenarios/expectations.ts';
import { classTrainees } from './class-bases.ts';
import { judgeExercise, type TraineeExpectation } from './exercise.ts';
import { createActionLog } from './trainee-actions.ts';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const base = 'farm/x-t01';

describe('a class of trainees', () => {
  it('gives each trainee a login and a base of their own, a copy of the first demo base', () => {
    const trainees = classTrainees(demoFarm, 3, 1);
    const model = demoFarm.servers[0]!;
    expect(new Set(trainees.map((t) => t.mobile)).size).toBe(3);
    expect(new Set(trainees.map((t) => t.fixture.server.sn)).size).toBe(3);
    expect(new Set(trainees.map((t) => t.fixture.server.mqttBaseTopic)).size).toBe(3);
    for (const t of trainees) {
      expect(t.password).toMatch(/^grow\d{4}$/);
      expect(t.fixture.server.sn).not.toBe(model.server.sn);
      expect(t.fixture.inventory).toEqual(model.inventory);
      expect(t.fixture.inventory).not.toBe(model.inventory);
      const server = { ...model, server: t.fixture.server };
      const secret = controllerSecret(demoFarm, t.fixture.server.sn);
      expect(checkControllerLogin({ ...demoFarm, servers: [server] }, t.fixture.server.sn, secret)).toBe(
        true,
      );
    }
  });

  it('refuses a class of 0 or 31, in the body and in the builder', () => {
    expect(z.safeParse(classBody, { action: 'create', trainees: 0 }).success).toBe(false);
    expect(z.safeParse(classBody, { action: 'create', trainees: 31 }).success).toBe(false);
    expect(z.safeParse(classBody, { action: 'create', trainees: 2.5 }).success).toBe(false);
    expect(z.safeParse(classBody, { action: 'create', trainees: 30 }).success).toBe(true);
    expect(() => classTrainees(demoFarm, 31, 1)).toThrow(/1\.\.30/);
  });
});

describe("a trainee's actions", () => {
  it('counts a request once its controller acked it with code 0', () => {
    const log = createActionLog();
    log.received(
      `${base}/actuator/cmd`,
      bytes({ confTyp: 'actuator', method: 'cmd', qryId: 'a', para: { aid: 1, action: 'auto' } }),
    );
    log.received(
      `${base}/system/cmd`,
      bytes({ confTyp: 'system', method: 'cmd', qryId: 'b', para: { action: 'alarmAck', alid: 4 } }),
    );
    log.published(`${base}/system/cmdack`, bytes({ qryId: 'b', code: 3 }), 500);
    log.published(`${base}/actuator/cmdack`, bytes({ qryId: 'a', code: 0 }), 1000);
    expect(log.done().map((a) => [a.kind, a.aid, a.at])).toEqual([['auto', 1, 1000]]);
  });

  it('ignores reads and payloads that are not JSON', () => {
    const log = createActionLog();
    log.received(`${base}/system/conf`, bytes({ confTyp: 'strategy', method: 'list', qryId: 'l', para: {} }));
    log.received(`${base}/system/conf`, new TextEncoder().encode('{nope'));
    log.published(`${base}/system/confack`, bytes({ qryId: 'l', code: 0 }), 1);
    expect(log.done()).toEqual([]);
  });
});

describe('the trainee expectation kind', () => {
  const expectations: TraineeExpectation[] = [
    { id: 'auto', from: 0, to: 60_000, does: { action: 'auto', aid: 1 } },
    { id: 'raise', from: 0, to: 60_000, does: { action: 'setpoint', stid: 2, field: 'openAbove', gte: 26 } },
    { id: 'off', from: 30_000, to: 60_000, does: { action: 'strategy', stid: 3, enabled: false } },
    { id: 'ack', from: 0, to: 120_000, does: { action: 'alarmAck' } },
  ];
  const t0 = 1_000_000;
  const actions = [
    { at: t0 + 5_000, kind: 'auto', text: '', aid: 2 },
    { at: t0 + 9_000, kind: 'auto', text: '', aid: 1 },
    { at: t0 + 10_000, kind: 'strategy', text: '', stid: 2, params: { openAbove: 25.5 } },
    { at: t0 + 12_000, kind: 'strategy', text: '', stid: 3, enabled: false },
    { at: t0 + 20_000, kind: 'strategy', text: '', stid: 2, params: { openAbove: 26 } },
  ];

  it('is met by the first fitting action inside its window, with the time it took', () => {
    const results = judgeExercise(expectations, actions, t0, t0 + 30_000);
    expect(results).toEqual([
      { id: 'auto', state: 'met', tookMs: 9_000 },
      { id: 'raise', state: 'met', tookMs: 20_000 },
      { id: 'off', state: 'pending', tookMs: null },
      { id: 'ack', state: 'pending', tookMs: null },
    ]);
  });

  it('is missed once its window has passed without one', () => {
    const results = judgeExercise(expectations, actions, t0, t0 + 61_000);
    expect(results.find((r) => r.id === 'off')?.state).toBe('missed');
    expect(results.find((r) => r.id === 'ack')?.state).toBe('pending');
  });

  it('is checked in scenario files', () => {
    expect(
      check.safeParse({ kind: 'trainee', does: { action: 'setpoint', field: 'openAbove', gte: 26 } }).success,
    ).toBe(true);
    expect(
      check.safeParse({ kind: 'trainee', does: { action: 'setpoint', field: 'openAbove' } }).success,
    ).toBe(false);
    expect(check.safeParse({ kind: 'trainee', does: { action: 'dance' } }).success).toBe(false);
  });
});
