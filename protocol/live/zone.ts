/** Zones and crop groups. */
import { z } from 'zod';
import { day, id, name } from './envelope.ts';

/** A zone of a greenhouse; `f_zone_id` is the seed's name for its id. */
export const zone = z.object({
  f_zone_id: id,
  name,
  area: z.number().min(0).max(1_000_000),
  crop: z.string().max(40).default(''),
  order: z.number().int().min(0).default(0),
});
export type Zone = z.infer<typeof zone>;

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
