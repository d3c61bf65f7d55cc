/**
 * The parameters of a one-click event as plain fields (what the trainer console draws as a form and
 * GET /sim/world/events lists), and the zod schema built from them (defaults filled, bounds checked).
 */
import { z } from 'zod';
import { time } from './times.ts';

/** A parameter: a number, a simulated time ('2h' or ms) or a text; `device` ones are checked on the farm. */
export type EventField = {
  name: string;
  type: 'number' | 'time' | 'text';
  default: number | string;
  title: { zh: string; en: string };
  min?: number;
  max?: number;
  unit?: string;
  /** A device of the farm this names: a server index, sensor, actuator or fertigation centre. */
  device?: 'server' | 'sid' | 'aid' | 'fid';
};

export const num = (
  name: string,
  fallback: number,
  zh: string,
  en: string,
  extra: Partial<EventField> = {},
): EventField => ({ name, type: 'number', default: fallback, title: { zh, en }, ...extra });

export const dur = (name: string, fallback: string, zh: string, en: string): EventField => ({
  name,
  type: 'time',
  default: fallback,
  title: { zh, en },
});

export const text = (name: string, fallback: string, zh: string, en: string): EventField => ({
  name,
  type: 'text',
  default: fallback,
  title: { zh, en },
});

export const server: EventField = num('server', 0, '控制器序号', 'controller (index)', {
  min: 0,
  max: 999,
  device: 'server',
});

/** An event's parameters once checked: numbers (times in ms) and texts, by field name. */
export type EventParams = Record<string, number | string>;

/** The strict schema of a field list: unknown names refused, defaults filled, times to ms. */
export function schemaOf(fields: readonly EventField[]): z.ZodType<EventParams> {
  const shape: Record<string, z.ZodType<number | string>> = {};
  for (const f of fields) {
    let schema: z.ZodType<number | string>;
    if (f.type === 'time') schema = time;
    else if (f.type === 'text') schema = z.string().min(1).max(64);
    else {
      let n = z.number().finite();
      if (f.min !== undefined) n = n.min(f.min);
      if (f.max !== undefined) n = n.max(f.max);
      schema = f.device ? n.int() : n;
    }
    shape[f.name] = schema.prefault(f.default); // parsed like a given value: '3h' becomes ms
  }
  return z.object(shape).strict();
}
