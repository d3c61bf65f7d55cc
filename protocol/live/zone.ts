/** Zones and crop groups. */
import { z } from '../zod-mini.ts';
import { actuator, actuatorReport } from './actuator.ts';
import { day, id, name } from './envelope.ts';
import { valve } from './irrigation.ts';
import { sensor } from './sensor.ts';

/** A zone of a greenhouse; `f_zone_id` is the seed's name for its id. */
export const zone = z.object({
  f_zone_id: id,
  name,
  area: z.number().check(z.gte(0), z.lte(1_000_000)),
  crop: z._default(z.string().check(z.maxLength(40)), ''),
  order: z._default(z.number().check(z.int(), z.gte(0)), 0),
});
export type Zone = z.infer<typeof zone>;

/**
 * The answer of the seed's zone query (`{ confTyp: 'zone', method: 'query', para: { f_zone_id } }`):
 * the zone, its devices and the controller's last state report of each actuator when queried (an
 * actuator with none yet is reported as null, or malformed: dropped, so one bad state spoils nothing).
 */
export const zoneQueryAnswer = z.object({
  zone,
  sensors: z.array(sensor),
  actuators: z.array(actuator),
  valves: z._default(z.array(valve), []),
  states: z.pipe(
    z._default(z.array(z.unknown()), []),
    z.transform((list) =>
      list.flatMap((state) => {
        const report = actuatorReport.safeParse(state);
        return report.success ? [report.data] : [];
      }),
    ),
  ),
});
export type ZoneQueryAnswer = z.output<typeof zoneQueryAnswer>;

export const setpoints = z.object({
  dayTemp: z.number().check(z.gte(0), z.lte(45)),
  nightTemp: z.number().check(z.gte(0), z.lte(45)),
  dayHum: z.number().check(z.gte(0), z.lte(100)),
  nightHum: z.number().check(z.gte(0), z.lte(100)),
  co2: z.number().check(z.gte(0), z.lte(5000)),
});
export type Setpoints = z.infer<typeof setpoints>;

export const growthStages = ['seedling', 'vegetative', 'flowering', 'fruiting', 'harvest'] as const;

/** A crop group: the crop grown in some zones and its stage setpoints. */
export const cropGroup = z.object({
  cid: id,
  name,
  crop: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  variety: z._default(z.string().check(z.maxLength(40)), ''),
  plantingDate: day,
  stage: z.enum(growthStages),
  zoneIds: z.array(id).check(z.maxLength(64)),
  setpoints,
});
export type CropGroup = z.infer<typeof cropGroup>;
