/** Named zod schemas -> JSON Schema components (zod 4's `z.toJSONSchema`), referenced by `$ref`. */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
export const isJsonSchema = (v: unknown): v is JsonSchema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export type SchemaTarget = 'draft-7' | 'draft-2020-12';

/** A set of named schemas that refer to each other as `#/components/schemas/<name>`. */
export class SchemaComponents {
  private readonly registry = z.registry<{ id: string }>();
  private readonly names = new Set<string>();

  /** Registers `schema` under `name` (once) and returns the reference to it. */
  add(name: string, schema: z.core.$ZodType): { $ref: string } {
    if (!this.names.has(name)) {
      this.registry.add(schema, { id: name });
      this.names.add(name);
    }
    return refTo(name);
  }

  /** Every registered schema as JSON Schema, in name order, without `$schema` and `$id`. */
  toJson(target: SchemaTarget): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.registry, {
      target,
      // What a sender writes: defaults optional, unknown keys allowed (the schemas strip them).
      io: 'input',
      unrepresentable: 'any',
      uri: (id) => refTo(id).$ref,
    });
    const out: Record<string, JsonSchema> = {};
    for (const name of [...this.names].sort()) {
      const schema = schemas[name];
      if (!schema) continue;
      const { $schema: _schema, $id: _id, ...rest } = schema;
      out[name] = rest;
    }
    return out;
  }
}

export const refTo = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `system/conf` -> `systemConf`: a topic name as an identifier. */
export function camelName(topic: string): string {
  return topic
    .split('/')
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}
