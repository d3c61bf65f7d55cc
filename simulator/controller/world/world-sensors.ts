/**
 * The controller's sensors on its greenhouse: the publisher's source (true value and noise; the
 * publisher adds the calibration offset, then the faults) and the readings automation and alarms
 * see (what was last published, after faults; else the model's value with the offset).
 */
import type { Reading, Sensor } from '../../../protocol/index.ts';
import type { Greenhouse } from '../../../model/greenhouse/model.ts';
import { physicalRange } from '../../../model/greenhouse/sensor-view.ts';
import { sensorValue } from '../../../model/greenhouse-loop/sensor-readings.ts';
import type { ConfigStore } from '../config-store.ts';
import type { ReadingsSource } from '../sensors/readings-source.ts';

export type WorldSensors = {
  /** The publisher's source; `sync` brings the physics up to the clock first. */
  source: ReadingsSource;
  /** The enabled sensors as automation reads them now. */
  current(): Reading[];
  /** One of them (`current()`'s entry for `sid`), without making the others. */
  reading(sid: number): Reading | undefined;
  /** The publisher's hook: what it published (after faults). */
  published(readings: readonly Reading[]): void;
};

export function createWorldSensors(o: {
  greenhouse: Greenhouse;
  config: ConfigStore;
  /** Noise draws; none: no noise. */
  noise: (() => number) | undefined;
  sync: () => void;
}): WorldSensors {
  const { greenhouse, config } = o;
  // The last round as published, one record per sensor copied in place each round. Keeping the
  // round's own objects made each live a second: long enough to be promoted to the old generation,
  // which for a fleet was most of what its collector had to mark. Readers get copies.
  let slots: Reading[] = [];
  let latest = new Map<number, Reading>();
  const keep = (rs: readonly Reading[]) => {
    const same = rs.length === slots.length && rs.every((r, i) => slots[i]?.sid === r.sid);
    if (!same) {
      slots = rs.map((r) => ({ ...r }));
      latest = new Map(slots.map((r) => [r.sid, r]));
      return;
    }
    for (let i = 0; i < rs.length; i++) {
      const slot = slots[i];
      const r = rs[i];
      if (slot === undefined || r === undefined) continue; // same lengths: never
      slot.zid = r.zid;
      slot.type = r.type;
      slot.v = r.v;
      slot.q = r.q;
    }
  };
  // One array of raw values for every round (ReadingsSource: valid until the next call); numbers in
  // a Map were boxed, and lived until the next round.
  let raw = new Float64Array(0);
  const noise = { random: o.noise };

  const trueValue = (s: Sensor): number => {
    // A sensor of a zone the model lacks (its zone deleted) reads the site average.
    const values = greenhouse.readings(s.zid !== null && greenhouse.zoneIds.includes(s.zid) ? s.zid : null);
    return values[s.type];
  };

  // The enabled sensors, filtered again only after the sensor list changed (read at every decision).
  let enabled: { of: readonly Sensor[]; sensors: Sensor[] } | undefined;
  const enabledSensors = () => {
    const all = config.list('sensor');
    if (enabled?.of !== all) enabled = { of: all, sensors: all.filter((s) => s.enabled) };
    return enabled.sensors;
  };

  const copyOf = (r: Reading | undefined): Reading | undefined => r && { ...r };

  /** A sensor not published yet reads the model's value with its offset. */
  const modelReading = (s: Sensor): Reading => ({
    sid: s.sid,
    zid: s.zid,
    type: s.type,
    v: physicalRange(s.type, trueValue(s) + s.offset),
    q: 0,
  });

  return {
    source(_now, sensors) {
      o.sync();
      if (raw.length < sensors.length) raw = new Float64Array(sensors.length);
      let i = 0;
      for (const s of sensors) {
        const truth = trueValue(s);
        raw[i++] = Number.isFinite(truth) ? sensorValue(s, truth, noise) : Number.NaN;
      }
      return raw;
    },
    current() {
      const sensors = enabledSensors();
      return sensors.map((s) => copyOf(latest.get(s.sid)) ?? modelReading(s));
    },
    reading(sid) {
      const s = config.get('sensor', sid);
      return s?.enabled ? (copyOf(latest.get(sid)) ?? modelReading(s)) : undefined;
    },
    published: keep,
  };
}
