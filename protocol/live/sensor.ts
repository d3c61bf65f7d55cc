/** Sensors, their live readings and history (docs/design/protocol.md "sensor/data", "History"). */
import { z } from '../zod-mini.ts';
import { id, name, qryId, timestamp } from './envelope.ts';

/** Sensor types and their units. */
export const sensorUnits = {
  airTemp: '°C',
  airHum: '%RH',
  co2: 'ppm',
  light: 'lux',
  par: 'µmol/m²/s',
  soilTemp: '°C',
  soilMoist: '%VWC',
  soilEC: 'mS/cm',
  soilPH: 'pH',
  outTemp: '°C',
  outHum: '%RH',
  windSpeed: 'm/s',
  windDir: '°',
  rain: 'mm/h',
  radiation: 'W/m²',
  ec: 'mS/cm',
  ph: 'pH',
  flow: 'L/min',
  tankLevel: '%',
  pipeTemp: '°C',
  supplyTemp: '°C',
  returnTemp: '°C',
} as const;
export type SensorType = keyof typeof sensorUnits;
export const sensorTypes = Object.keys(sensorUnits) as [SensorType, ...SensorType[]];
export const sensorType = z.enum(sensorTypes);

/** Reading quality: 0 ok, 1 out of range, 2 sensor fault, 3 offline. */
export const quality = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type Quality = z.infer<typeof quality>;

/** A configured sensor. zid null: not assigned to a zone (e.g. the weather station's). */
export const sensor = z.object({
  sid: id,
  name,
  zid: z.nullable(id),
  type: sensorType,
  offset: z._default(z.number().check(z.gte(-1000), z.lte(1000)), 0),
  min: z.number(),
  max: z.number(),
  enabled: z._default(z.boolean(), true),
});
export type Sensor = z.infer<typeof sensor>;

export const reading = z.object({
  sid: id,
  zid: z.nullable(id),
  type: sensorType,
  v: z.nullable(z.number()),
  q: quality,
});
export type Reading = z.infer<typeof reading>;

/** `sensor/data`: the periodic live readings of one controller, published retained (a new subscriber gets the last at once). */
export const sensorData = z.object({
  sn: z.string().check(z.minLength(1), z.maxLength(64)),
  ts: timestamp,
  readings: z.array(reading).check(z.maxLength(5000)),
});
export type SensorData = z.infer<typeof sensorData>;

/** `sensor/query/historyData` para. */
export const historyQuery = z
  .object({
    sids: z.array(id).check(z.minLength(1), z.maxLength(50)),
    from: timestamp,
    to: timestamp,
    step: z.number().check(z.int(), z.gte(1000)),
  })
  .check(z.refine((q) => q.from < q.to, { message: 'from must be before to' }));
export type HistoryQuery = z.infer<typeof historyQuery>;

/** `sensor/historyData`: `{ qryId, series: { sid: [[ts, v], ...] } }`. */
export const historyData = z.object({
  qryId: z.nullable(qryId),
  code: z._default(z.number().check(z.int()), 0),
  msg: z.optional(z.string()),
  series: z.record(z.string().check(z.regex(/^\d+$/)), z.array(z.tuple([timestamp, z.nullable(z.number())]))),
});
export type HistoryData = z.infer<typeof historyData>;
