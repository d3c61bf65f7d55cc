import { describe, expect, it } from 'vitest';
import { alarmRecord, type AlarmRule, type IrrigateAlarm } from '../../protocol/index.ts';
import { initialAlarmState, openAlarmCount, type AlarmState } from './alarm-state.ts';
import { evaluateAlarms } from './evaluate.ts';

const rule: AlarmRule = { rid: 41, sid: 11, high: 35, low: 5, delayS: 60, hysteresis: 1, enabled: true };
const rules = (r: Partial<AlarmRule> = {}, irrigateAlarm: IrrigateAlarm[] = []) => ({
  alarmRule: [{ ...rule, ...r }],
  irrigateAlarm,
});

/** Feeds one value per 10 s and returns the state and every raise/clear with its time. */
function feed(values: (number | undefined)[], r = rules(), start: AlarmState = initialAlarmState()) {
  let state = start;
  const events: string[] = [];
  values.forEach((v, i) => {
    const out = evaluateAlarms(state, { sensors: { 11: v } }, r, i * 10_000);
    state = out.state;
    for (const a of out.raised) events.push(`raise@${i * 10} ${a.message}`);
    for (const _ of out.cleared) events.push(`clear@${i * 10}`);
  });
  return { state, events };
}

describe('evaluateAlarms', () => {
  it('raises only after the value stayed beyond the threshold for delayS', () => {
    const { state, events } = feed([30, 36, 36, 36, 36, 36, 36, 36, 36]);
    expect(events).toEqual(['raise@70 传感器 11过高：36 > 35，持续 60 秒']);
    expect(openAlarmCount(state)).toBe(1);
    const record = Object.values(state.open)[0]?.record;
    expect(alarmRecord.safeParse(record).success).toBe(true);
    expect(record).toMatchObject({
      alid: 1,
      ts: 70_000,
      source: 'sensor',
      refId: 41,
      state: 'open',
      acked: false,
    });
  });

  it('restarts the delay when the value dips back or the reading goes missing', () => {
    expect(feed([36, 36, 36, 34, 36, 36, 36, 36, 36, 36, 36]).events).toEqual([
      'raise@100 传感器 11过高：36 > 35，持续 60 秒',
    ]);
    expect(feed([36, 36, 36, undefined, 36, 36, 36, 36, 36]).events).toEqual([]);
  });

  it('clears only once back past the threshold by the hysteresis', () => {
    const seq = [36, 36, 36, 36, 36, 36, 36, 34.5, 34.2, 34.0, 33.9];
    const { state, events } = feed(seq);
    expect(events).toEqual(['raise@60 传感器 11过高：36 > 35，持续 60 秒', 'clear@100']);
    expect(openAlarmCount(state)).toBe(0);
  });

  it('watches the low side too and raises at once with no delay', () => {
    const { events } = feed([4, 5.5, 6.1], rules({ delayS: 0 }));
    expect(events).toEqual(['raise@0 传感器 11过低：4 < 5，持续 0 秒', 'clear@20']);
  });

  it('keeps an open alarm through missing readings, clears it when its rule goes', () => {
    const { state } = feed([36, 36], rules({ delayS: 0 }));
    const kept = evaluateAlarms(state, { sensors: {} }, rules({ delayS: 0 }), 30_000);
    expect(kept.cleared).toEqual([]);
    const gone = evaluateAlarms(kept.state, { sensors: { 11: 40 } }, rules({ enabled: false }), 40_000);
    expect(gone.cleared).toMatchObject([{ state: 'cleared', clearedAt: 40_000 }]);
    expect(openAlarmCount(gone.state)).toBe(0);
  });

  it('judges irrigation alarms only while irrigation runs', () => {
    const ec: IrrigateAlarm = { iid: 42, kind: 'ecBand', low: 1.5, high: 3.5, delayS: 20, enabled: true };
    const flow: IrrigateAlarm = { iid: 43, kind: 'flowLow', low: 10, high: 50, delayS: 0, enabled: true };
    const r = { alarmRule: [], irrigateAlarm: [ec, flow] };
    let s = initialAlarmState(100);
    const step = (t: number, irrigation: { active: boolean; ec?: number; flow?: number }) => {
      const out = evaluateAlarms(s, { sensors: {}, irrigation }, r, t);
      s = out.state;
      return out;
    };
    expect(step(0, { active: false, ec: 5, flow: 0 }).raised).toEqual([]);
    expect(step(10_000, { active: true, ec: 4, flow: 60 }).raised).toEqual([]); // 60 is fine for flowLow
    expect(step(20_000, { active: true, ec: 4, flow: 5 }).raised).toMatchObject([
      {
        alid: 100,
        severity: 'critical',
        source: 'irrigation',
        refId: 43,
        message: '灌溉流量过低：5 < 10，持续 0 秒',
      },
    ]);
    expect(step(30_000, { active: true, ec: 4, flow: 5 }).raised).toMatchObject([
      { alid: 101, refId: 42, severity: 'warning', message: '灌溉 EC过高：4 > 3.5，持续 20 秒' },
    ]);
    expect(step(40_000, { active: false }).cleared).toEqual([]);
    expect(step(50_000, { active: true, ec: 3.3, flow: 20 }).cleared.map((a) => a.refId)).toEqual([42, 43]);
  });
});
