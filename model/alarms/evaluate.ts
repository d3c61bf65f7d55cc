/**
 * Alarm rules as a pure state machine. A value beyond a threshold (above `high` or below `low`)
 * raises an alarm once it has stayed beyond, on the same side, for `delayS` without a break; an
 * open alarm clears only once the value is back past the threshold by the hysteresis (below
 * high − h, above low + h). A missing reading breaks a pending delay but never clears an alarm.
 * Irrigation alarms are judged only while irrigation runs, with a fixed hysteresis per kind.
 */
import type { AlarmRecord, IrrigateAlarm } from '../../protocol/index.ts';
import type {
  AlarmEvaluation,
  AlarmReadings,
  AlarmRules,
  AlarmState,
  OpenAlarm,
  Side,
  Watch,
} from './alarm-state.ts';

/** Hysteresis of irrigation alarms, which have none configured (assumed). */
const irrigationHysteresis: Record<IrrigateAlarm['kind'], number> = {
  flowLow: 0.5,
  flowHigh: 0.5,
  ecBand: 0.1,
  phBand: 0.1,
  pressure: 0.1,
};

type Check = {
  key: string;
  source: AlarmRecord['source'];
  refId: number;
  severity: AlarmRecord['severity'];
  what: string;
  value: number | undefined;
  high: number | null;
  low: number | null;
  delayS: number;
  hysteresis: number;
};

export function evaluateAlarms(
  state: AlarmState,
  readings: AlarmReadings,
  rules: AlarmRules,
  now: number,
): AlarmEvaluation {
  const checks: Check[] = [];
  for (const r of rules.alarmRule) {
    if (!r.enabled) continue;
    const what = readings.names?.[r.sid] ?? `传感器 ${r.sid}`;
    checks.push({
      key: `sensor:${r.rid}`,
      source: 'sensor',
      refId: r.rid,
      severity: 'warning',
      what,
      value: readings.sensors[r.sid],
      high: r.high,
      low: r.low,
      delayS: r.delayS,
      hysteresis: r.hysteresis,
    });
  }
  const line = readings.irrigation;
  for (const a of rules.irrigateAlarm) {
    if (!a.enabled) continue;
    const value = !line?.active
      ? undefined
      : a.kind === 'ecBand'
        ? line.ec
        : a.kind === 'phBand'
          ? line.ph
          : a.kind === 'pressure'
            ? line.pressure
            : line.flow;
    const high = a.kind === 'flowLow' ? null : a.high;
    const low = a.kind === 'flowHigh' ? null : a.low;
    const severity = a.kind === 'ecBand' || a.kind === 'phBand' ? 'warning' : 'critical';
    checks.push({
      key: `irrigation:${a.iid}`,
      source: 'irrigation',
      refId: a.iid,
      severity,
      what: irrigationWhat[a.kind],
      value,
      high,
      low,
      delayS: a.delayS,
      hysteresis: irrigationHysteresis[a.kind],
    });
  }

  const watches: Record<string, Watch> = {};
  const open: Record<string, OpenAlarm> = {};
  const raised: AlarmRecord[] = [];
  const cleared: AlarmRecord[] = [];
  let nextAlid = state.nextAlid;
  const live = new Set(checks.map((c) => c.key));
  for (const [key, alarm] of Object.entries(state.open))
    if (!live.has(key)) cleared.push({ ...alarm.record, state: 'cleared', clearedAt: now }); // rule gone or disabled

  for (const c of checks) {
    const current = state.open[c.key];
    const v = c.value;
    if (current) {
      const threshold = current.side === 'high' ? c.high : c.low;
      const back =
        threshold === null ||
        (v !== undefined &&
          (current.side === 'high' ? v < threshold - c.hysteresis : v > threshold + c.hysteresis));
      if (!back) {
        open[c.key] = current;
        continue;
      }
      cleared.push({ ...current.record, state: 'cleared', clearedAt: now });
    }
    if (v === undefined) continue;
    let side: Side;
    let threshold: number;
    if (c.high !== null && v > c.high) [side, threshold] = ['high', c.high];
    else if (c.low !== null && v < c.low) [side, threshold] = ['low', c.low];
    else continue;
    const before = state.watches[c.key];
    const since = before && before.side === side && !current ? before.since : now;
    if (now - since < c.delayS * 1000) {
      watches[c.key] = { side, since };
      continue;
    }
    const record: AlarmRecord = {
      alid: nextAlid++,
      ts: now,
      source: c.source,
      refId: c.refId,
      severity: c.severity,
      message: alarmMessage(c.what, side, v, threshold, c.delayS),
      state: 'open',
      clearedAt: null,
      acked: false,
    };
    open[c.key] = { record, side };
    raised.push(record);
  }
  return { state: { nextAlid, watches, open }, raised, cleared };
}

const round = (v: number) => Math.round(v * 100) / 100;

/** The irrigation line's alarm kinds as the controller names them. */
const irrigationWhat: Record<IrrigateAlarm['kind'], string> = {
  ecBand: '灌溉 EC',
  phBand: '灌溉 pH',
  pressure: '灌溉压力',
  flowLow: '灌溉流量',
  flowHigh: '灌溉流量',
};

/** The controller's alarm text, in its (Chinese) display language: "1号棚空气温度过高：36.2 > 35，持续 60 秒". */
const alarmMessage = (what: string, side: Side, v: number, threshold: number, delayS: number) =>
  `${what}${side === 'high' ? '过高' : '过低'}：${round(v)} ${side === 'high' ? '>' : '<'} ${threshold}，持续 ${delayS} 秒`.slice(
    0,
    300,
  );
