/**
 * The controller's sensors on its greenhouse: the publisher's source (true value and noise; the
 * publisher adds the calibration offset, then the faults) and the readings automation and alarms
 * see (what was last published, after faults; else the model's value with the offset).
 */
import type { Reading, Sensor } from '../../../protocol/index.ts';
import type { Greenhouse } from '../../greenhouse/model.ts';
import { physicalRange } from '../../greenhouse/sensor-view.ts';
import { sensorValue } from '../../greenhouse-loop/sensor-readings.ts';
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
  // The last round as published; its map by sid is made when automation asks (every 10 s), not
  // at every round (every second in a fleet).
  let round: readonly Reading[] = [];
  let latest: Map<number, Reading> | undefined = new Map();
  const latestOf = () => (latest ??= new Map(round.map((r) => [r.sid, r])));

  const trueValue = (s: Sensor): number => {
    // A sensor of a zone the model lacks (its zone deleted) reads the site average.
    const values = greenhouse.readings(s.zid !== null && greenhouse.zoneIds.includes(s.zid) ? s.zid : null);
    return values[s.type];
  };

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
      const out = new Map<number, number>();
      for (const s of sensors) {
        const truth = trueValue(s);
        if (!Number.isFinite(truth)) continue;
        out.set(s.sid, sensorValue(s, truth, { random: o.noise }));
      }
      return out;
    },
    current: () => {
      const last = latestOf();
      return config
        .list('sensor')
        .filter((s) => s.enabled)
        .map((s) => last.get(s.sid) ?? modelReading(s));
    },
    reading(sid) {
      const s = config.get('sensor', sid);
      return s?.enabled ? (latestOf().get(sid) ?? modelReading(s)) : undefined;
    },
    published(rs) {
      round = rs;
      latest = undefined;
    },
  };
}
