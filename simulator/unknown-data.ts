/** Small checks for data that arrives untyped (JSON text, request bodies, listening servers). */
import type { Server } from 'node:net';

/** Any non-null object can be read field by field, each field unknown. */
export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** A field of parsed JSON text; undefined when the text is not an object (JSON.parse throws on non-JSON). */
export function jsonField(text: string, field: string): unknown {
  const value: unknown = JSON.parse(text);
  return isRecord(value) ? value[field] : undefined;
}

/** The TCP port a server listens on (a pipe or a closed server has none). */
export function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('[sim] server is not listening on a port');
  return address.port;
}
