/**
 * The live channel's codec (docs/design/protocol.md "Payloads"): UTF-8 JSON, else zlib inflate then JSON.
 * decode never throws: bad bytes come back as a typed rejection the caller counts and logs.
 */
import { deflate, Inflate } from 'pako';

export type DecodeRejection = 'empty' | 'too-large' | 'not-json' | 'too-deep' | 'inflate-failed';
export type Decoded =
  { ok: true; value: unknown; compressed: boolean } | { ok: false; reason: DecodeRejection; detail: string };

export type CodecLimits = {
  /** Largest payload accepted, before and after inflating (bytes). */
  maxBytes: number;
  /** Deepest object/array nesting accepted. */
  maxDepth: number;
};

export const defaultLimits: CodecLimits = { maxBytes: 1024 * 1024, maxDepth: 64 };

/** Payloads above this size are deflated by the controller (docs/design/protocol.md: "over 16 KiB"). */
export const deflateThreshold = 16 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Encoder = new TextEncoder();

/** Decodes one MQTT payload. Order: JSON text, then inflated JSON text; anything else is rejected. */
export function decode(bytes: Uint8Array | string, limits: CodecLimits = defaultLimits): Decoded {
  const data = typeof bytes === 'string' ? utf8Encoder.encode(bytes) : bytes;
  if (data.byteLength === 0) return { ok: false, reason: 'empty', detail: 'empty payload' };
  if (data.byteLength > limits.maxBytes) {
    return { ok: false, reason: 'too-large', detail: `${data.byteLength} bytes > ${limits.maxBytes}` };
  }
  const plain = parseJsonBytes(data, limits);
  if (plain.ok || plain.reason === 'too-deep') return plain;
  if (!looksLikeZlib(data)) return plain;
  let inflated: Uint8Array;
  try {
    inflated = inflateBounded(data, limits.maxBytes);
  } catch (error) {
    return {
      ok: false,
      reason: 'inflate-failed',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  const result = parseJsonBytes(inflated, limits);
  return result.ok ? { ...result, compressed: true } : result;
}

/** Encodes a message as JSON, deflated (zlib) when asked or when `deflateAbove` bytes are exceeded. */
export function encode(
  value: unknown,
  options: { deflate?: boolean; deflateAbove?: number } = {},
): Uint8Array {
  const text = utf8Encoder.encode(JSON.stringify(value));
  const above = options.deflateAbove ?? Infinity;
  return options.deflate || text.byteLength > above ? deflate(text) : text;
}

function parseJsonBytes(data: Uint8Array, limits: CodecLimits): Decoded {
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    return { ok: false, reason: 'not-json', detail: 'not UTF-8 text' };
  }
  const depth = nestingDepth(text);
  if (depth > limits.maxDepth)
    return { ok: false, reason: 'too-deep', detail: `nesting ${depth} > ${limits.maxDepth}` };
  try {
    // A reviver slows JSON.parse several times over (the broker's monitor parses every message):
    // only text that could hold such a key, spelled out or through a \u escape, goes through it.
    const value: unknown = mayHoldPrototypeKey.test(text)
      ? JSON.parse(text, dropPrototypeKeys)
      : JSON.parse(text);
    return { ok: true, value, compressed: false };
  } catch (error) {
    return { ok: false, reason: 'not-json', detail: error instanceof Error ? error.message : 'bad JSON' };
  }
}

const mayHoldPrototypeKey = /__proto__|constructor|prototype|\\u/;

/** `__proto__`, `constructor` and `prototype` keys never reach an object. */
function dropPrototypeKeys(key: string, value: unknown): unknown {
  return key === '__proto__' || key === 'constructor' || key === 'prototype' ? undefined : value;
}

/** Bracket depth outside strings, counted before JSON.parse so deep input cannot blow the stack. */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped char
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** A zlib stream starts with CMF 0x78 (deflate, 32 KiB window) and a header checksum. */
function looksLikeZlib(data: Uint8Array): boolean {
  const cmf = data[0] ?? 0;
  const flg = data[1] ?? 0;
  return data.byteLength >= 2 && (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
}

/** Inflates chunk by chunk, refusing to grow past `maxBytes`: a zip bomb is rejected, not expanded. */
function inflateBounded(data: Uint8Array, maxBytes: number): Uint8Array {
  const inflater = new Inflate({ chunkSize: 16 * 1024 });
  const chunks: Uint8Array[] = [];
  let size = 0;
  inflater.onData = (chunk: Uint8Array) => {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`inflated size > ${maxBytes} bytes`);
    chunks.push(chunk);
  };
  inflater.onEnd = () => undefined;
  inflater.push(data, true);
  if (inflater.err) throw new Error(inflater.msg || `inflate error ${inflater.err}`);
  if (!inflater.ended) throw new Error('truncated deflate stream');
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
