// One call of the world's control API (protocol/sim-world.ts) from a spec: the endpoint's path with
// its params filled, its body typed, the call expected to succeed and its answer checked by its schema.
import { expect, type APIRequestContext } from '@playwright/test';
import { fillRestPath } from '../../../protocol/rest.ts';
import type { SimWorldEndpoint } from '../../../protocol/sim-world.ts';
import { z } from '../../../protocol/zod-mini.ts';

type Call<T, B> = Omit<SimWorldEndpoint, 'body' | 'answer'> & {
  body?: z.core.$ZodType<unknown, B>;
  answer: z.core.$ZodType<T>;
};

export async function worldCall<T, B = never>(
  r: APIRequestContext,
  endpoint: Call<T, B>,
  body?: B,
  params?: Record<string, string>,
): Promise<T> {
  const path = fillRestPath(endpoint.path, params ?? {}).path;
  const response = await r.fetch(path, { method: endpoint.method, data: body });
  expect(response.ok(), `${endpoint.method} ${path}: ${await response.text()}`).toBe(true);
  return z.parse(endpoint.answer, await response.json());
}

/** The same call, its refusal an answer (`{ ok: false, reason }`) rather than a failed expectation. */
export async function worldAnswer<T extends object, B = never>(
  r: APIRequestContext,
  endpoint: Call<T, B>,
  body?: B,
  params?: Record<string, string>,
): Promise<({ ok: true } & T) | { ok: false; reason: string }> {
  const path = fillRestPath(endpoint.path, params ?? {}).path;
  const response = await r.fetch(path, { method: endpoint.method, data: body });
  const json: unknown = await response.json();
  if (response.ok()) return { ...z.parse(endpoint.answer, json), ok: true };
  const refusal = z.safeParse(z.object({ error: z.string() }), json);
  return {
    ok: false,
    reason: refusal.success ? refusal.data.error : `${endpoint.path}: ${response.status()}`,
  };
}
