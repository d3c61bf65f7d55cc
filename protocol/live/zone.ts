/** Zones and crop groups. */
import { z } from 'zod';
import { actuator, actuatorReport } from './actuator.ts';
import { day, id, name } from './envelope.ts';
import { valve } from './irrigation.ts';
import { sensor } from './sensor.ts';

/** A zone of a greenhouse; `f_zone_id` is the seed's name for its id. */
export const zone = z.object({
  f_zone_id: id,
  name,
  area: z.number().min(0).max(1_000_000),
  crop: z.string().max(40).default(''),
  order: z.number().int().min(0).default(0),
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
  valves: z.array(valve).default([]),
  states: z
    .array(z.unknown())
    .default([])
    .transform((list) =>
      list.flatMap((state) => {
        const report = actuatorReport.safeParse(state);
        return report.success ? [report.data] : [];
      }),
    ),
});
export type ZoneQueryAnswer = z.output<typeof zoneQueryAnswer>;

export const setpoints = z.object({
  dayTemp: z.number().min(0).max(45),
  nightTemp: z.number().min(0).max(45),
  dayHum: z.number().min(0).max(100),
  nightHum: z.number().min(0).max(100),
  co2: z.number().min(0).max(5000),
});
export type Setpoints = z.infer<typeof setpoints>;

export const growthStages = ['seedling', 'vegetative', 'flowering', 'fruiting', 'harvest'] as const;

/** A crop group: the crop grown in some zones and its stage setpoints. */
export const cropGroup = z.object({
  cid: id,
  name,
  crop: z.string().trim().min(1).max(40),
  variety: z.string().max(40).default(''),
  plantingDate: day,
  stage: z.enum(growthStages),
  zoneIds: z.array(id).max(64),
  setpoints,
});
export type CropGroup = z.infer<typeof cropGroup>;
