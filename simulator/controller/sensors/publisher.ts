/**
 * Publishes sensor/data on the controller's cadence: reads the source, applies calibration offsets
 * and sensor faults (stuck, drifting, out of range, offline), sets quality, fills the history.
 */
import type { Reading, Sensor } from '../../../protocol/index.ts';
import { catchUpGate } from '../../catch-up.ts';
import type { Clock, TimerId } from '../../clock.ts';
import type { Faults } from '../../faults.ts';
import type { ConfigStore } from '../config-store.ts';
import type { Journal } from '../journal.ts';
import type { Outbox } from '../outbox.ts';
import type { HistoryStore } from './history.ts';
import type { ReadingsSource } from './readings-source.ts';
import { createSensorDataText } from './sensor-data-text.ts';

export type SensorPublisherDeps = {
  sn: string;
  clock: Clock;
  now: () => number;
  config: ConfigStore;
  faults: Faults;
  outbox: Outbox;
  journal: Journal;
  history: HistoryStore;
  source: ReadingsSource;
  cadenceMs: number;
  /** Sees every round as published (after faults). */
  published?: (readings: readonly Reading[]) => void;
};

const precision = (s: Sensor) => (s.max - s.min >= 1000 ? 1 : 100);

/** `last` rewritten as this round's reading of `s`, or a new record when it was another sensor's. */
function written(last: Reading | undefined, s: Sensor, v: number | null, q: Reading['q']): Reading {
  if (last?.sid !== s.sid) return { sid: s.sid, zid: s.zid, type: s.type, v, q };
  last.zid = s.zid;
  last.type = s.type;
  last.v = v;
  last.q = q;
  return last;
}

export function createSensorPublisher(deps: SensorPublisherDeps) {
  const { sn, faults, journal, history } = deps;
  const stuck = new Map<number, number>();
  const offline = new Set<number>();
  let timer: TimerId | undefined;
  // While the clock catches up, a round per catchUpEveryMs is sent; every round is read and recorded.
  const sendDue = catchUpGate(deps.clock);
  const sensorData = createSensorDataText();

  /** `last`: this sensor's reading of the round before, rewritten in place when there is no fault. */
  const readingOf = (s: Sensor, raw: number | undefined, now: number, last: Reading | undefined): Reading => {
    // No fault anywhere and none to undo for this sensor (the fleet's every round): offset,
    // rounding, history.
    if (
      raw !== undefined &&
      stuck.size === 0 &&
      faults.count() === 0 &&
      (offline.size === 0 || !offline.has(s.sid))
    ) {
      const scale = precision(s);
      const v = Math.round((raw + s.offset) * scale) / scale;
      history.record(s.sid, now, v);
      return written(last, s, v, v < s.min || v > s.max ? 1 : 0);
    }
    const where = { sn, id: s.sid };
    const isOffline = raw === undefined || faults.find('sensorOffline', where) !== undefined;
    if (isOffline !== offline.has(s.sid)) {
      if (isOffline) offline.add(s.sid);
      else offline.delete(s.sid);
      if (isOffline) journal.raise('sensor', s.sid, 'warning', `${s.name} 离线 (offline)`);
      else journal.clear('sensor', s.sid);
    }
    if (isOffline) return written(last, s, null, 3);
    let v = raw + s.offset;
    const stuckFault = faults.find('sensorStuck', where);
    if (stuckFault) {
      if (!stuck.has(s.sid)) stuck.set(s.sid, stuckFault.params.value ?? v);
      v = stuck.get(s.sid) ?? v;
    } else if (stuck.size > 0) stuck.delete(s.sid);
    const drift = faults.find('sensorDrift', where);
    if (drift) v += (drift.params.perHour * (deps.clock.now() - drift.since)) / 3_600_000;
    const range = faults.find('sensorOutOfRange', where);
    if (range) v = range.params.value ?? s.max + (s.max - s.min) * 0.1;
    const scale = precision(s);
    v = Math.round(v * scale) / scale;
    history.record(s.sid, now, v);
    return written(last, s, v, v < s.min || v > s.max ? 1 : 0);
  };

  // The enabled sensors, filtered again only after the sensor list changed.
  let enabled: { of: readonly Sensor[]; sensors: Sensor[] } | undefined;
  const enabledSensors = () => {
    const all = deps.config.list('sensor');
    if (enabled?.of !== all) enabled = { of: all, sensors: all.filter((s) => s.enabled) };
    return enabled.sensors;
  };

  // The round's readings, one record per sensor kept from round to round: every reader of a round
  // (the world's sensors, the payload's encoding) is done with it before the next. A new set of 52
  // records every 5 s was most of what a day's jump left to the collector.
  let readings: Reading[] = [];
  const publishNow = () => {
    const now = deps.now();
    const sensors = enabledSensors();
    const raw = deps.source(now, sensors);
    if (readings.length !== sensors.length) readings = new Array<Reading>(sensors.length);
    let i = 0;
    for (const s of sensors) {
      const value = raw[i];
      readings[i] = readingOf(
        s,
        value === undefined || Number.isNaN(value) ? undefined : value,
        now,
        readings[i],
      );
      i++;
    }
    deps.published?.(readings);
    if (!sendDue()) return;
    const payload = { sn, ts: now, readings };
    deps.outbox.send('sensor/data', payload, { retain: true, encoded: () => sensorData.bytes(payload) });
  };

  return {
    publishNow,
    /** Starts the cadence; the first round comes after `phaseMs` (0 < phase <= cadence). */
    start(phaseMs = deps.cadenceMs) {
      deps.clock.clearTimeout(timer);
      timer = deps.clock.setTimeout(() => {
        publishNow();
        timer = deps.clock.setInterval(publishNow, deps.cadenceMs);
      }, phaseMs);
    },
    stop() {
      // The same clock clears timeouts and intervals alike.
      deps.clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
