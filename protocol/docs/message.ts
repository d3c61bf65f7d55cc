/** One AsyncAPI message component: its payload schema registered by name, its examples. */
import type { z } from 'zod';
import type { SchemaComponents } from './json-schema.ts';

export type Example = { name: string; payload: unknown };

export type Message = {
  name: string;
  title: string;
  summary: string;
  contentType: 'application/json';
  payload: { $ref: string };
  examples?: Example[];
};

/** A message builder that registers each payload schema in `schemas` under the message's name. */
export function messageMaker(schemas: SchemaComponents) {
  return (name: string, summary: string, schema: z.core.$ZodType, examples: Example[] = []): Message => ({
    name,
    title: name,
    summary,
    contentType: 'application/json',
    payload: schemas.add(name, schema),
    ...(examples.length > 0 ? { examples } : {}),
  });
}
