/**
 * Traces: JSON lines `{ t, topic, payload, qos, retain }` (t = ms since the recording started;
 * payload = UTF-8 text, or `{ base64 }` for bytes that are not text, e.g. deflated answers).
 * A line whose payload breaks the contract on purpose (a malformed-burst fault) carries `malformed: true`.
 * A trace may also hold REST lines `{ t, rest }` (rest.ts); traces without them read as before.
 */
import { z } from 'zod';
import { decode, describe, parseTopic, validateMessage } from '../../protocol/index.ts';
import { restTraceLine, type RestTraceLine } from './rest.ts';

export const traceLine = z
  .object({
    t: z.number().int().min(0),
    topic: z.string().min(1).max(300),
    payload: z.union([z.string(), z.object({ base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/) }).strict()]),
    qos: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    retain: z.boolean(),
    malformed: z.literal(true).optional(),
  })
  .strict();
export type TraceLine = z.infer<typeof traceLine>;

/** A parsed line with its payload bytes. */
export type TraceEntry = TraceLine & { bytes: Uint8Array };
export type TraceProblem = { line: number; reason: string };
/** entries: the MQTT lines; rest: the REST lines (both in trace order). */
export type ParsedTrace =
  { ok: true; entries: TraceEntry[]; rest: RestTraceLine[] } | { ok: false; problems: TraceProblem[] };

const utf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/** The payload as text when it round-trips as UTF-8, else as base64. */
export function payloadOf(bytes: Uint8Array): TraceLine['payload'] {
  try {
    const text = utf8.decode(bytes);
    if (encoder.encode(text).byteLength === bytes.byteLength) return text;
  } catch {
    // not UTF-8: fall through to base64
  }
  return { base64: Buffer.from(bytes).toString('base64') };
}

export function bytesOf(payload: TraceLine['payload']): Uint8Array {
  return typeof payload === 'string'
    ? encoder.encode(payload)
    : new Uint8Array(Buffer.from(payload.base64, 'base64'));
}

/** Why a payload on a topic breaks the contract, or undefined when it keeps it. */
export function contractProblem(topic: string, bytes: Uint8Array): string | undefined {
  const parsed = parseTopic(topic);
  if (!parsed.ok) return parsed.reason;
  const decoded = decode(bytes);
  if (!decoded.ok) return `payload ${decoded.reason}: ${decoded.detail}`;
  const checked = validateMessage(parsed.name, decoded.value);
  return checked.ok ? undefined : `payload on ${parsed.name}: ${checked.reason}`;
}

export function serializeLine(line: TraceLine): string {
  const { t, topic, payload, qos, retain, malformed } = line;
  return JSON.stringify(
    malformed ? { t, topic, payload, qos, retain, malformed } : { t, topic, payload, qos, retain },
  );
}

/**
 * Parses and checks a whole trace: every line's shape, topic and payload (against protocol/), and
 * times that never go back. Any problem rejects the whole trace, with line numbers (1-based).
 */
export function parseTrace(text: string): ParsedTrace {
  const entries: TraceEntry[] = [];
  const rest: RestTraceLine[] = [];
  const problems: TraceProblem[] = [];
  let lastT = 0;
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return void problems.push({ line, reason: 'not JSON' });
    }
    if (json && typeof json === 'object' && 'rest' in json) {
      const call = restTraceLine.safeParse(json);
      if (!call.success) return void problems.push({ line, reason: `REST line: ${describe(call.error)}` });
      if (call.data.t < lastT)
        return void problems.push({ line, reason: `t ${call.data.t} goes back from ${lastT}` });
      lastT = call.data.t;
      return void rest.push(call.data);
    }
    const parsed = traceLine.safeParse(json);
    if (!parsed.success) return void problems.push({ line, reason: describe(parsed.error) });
    const bytes = bytesOf(parsed.data.payload);
    const problem = contractProblem(parsed.data.topic, bytes);
    if (problem && !parsed.data.malformed) return void problems.push({ line, reason: problem });
    if (parsed.data.t < lastT)
      return void problems.push({ line, reason: `t ${parsed.data.t} goes back from ${lastT}` });
    lastT = parsed.data.t;
    entries.push({ ...parsed.data, bytes });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, entries, rest };
}
