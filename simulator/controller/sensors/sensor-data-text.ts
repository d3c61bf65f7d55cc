/**
 * `sensor/data` as JSON bytes from a template: the same bytes as `encode(payload)` (JSON.stringify,
 * UTF-8), written straight into a buffer from per-sensor pieces encoded once. A fleet sends one per
 * controller and second; building a string and encoding it was most of a round's cost (a double's
 * shortest text, the string's flattening, the UTF-8 pass). A reading is rounded to 0.01 (or to whole
 * units), so its digits are written from its integer hundredths.
 */
import type { Reading, SensorData } from '../../../protocol/index.ts';

const utf8 = new TextEncoder();
const utf8Text = new TextDecoder();

/** The text JSON.stringify gives a number. */
export function jsonNumber(v: number): string {
  return Number.isFinite(v) ? String(v) : 'null';
}

const ascii = (text: string) => utf8.encode(text);
const zero = 0x30;
const qHead = ascii(',"q":');
const readingsHead = ascii(',"readings":[');
const nullBytes = ascii('null');

type Piece = { sid: number; zid: number | null; type: string; head: Uint8Array };

type NodeBuffer = { allocUnsafe(size: number): Uint8Array };
const nodeBuffer: NodeBuffer | undefined = typeof Buffer === 'function' ? Buffer : undefined;
/**
 * Room for a payload's bytes. In Node a slice of Buffer's shared 8 KiB pool: a Uint8Array of its own
 * has an ArrayBuffer outside the heap, which cost a fleet more to make and to collect than the copy.
 */
const allocate = (size: number): Uint8Array =>
  nodeBuffer ? nodeBuffer.allocUnsafe(size) : new Uint8Array(size);

/** A growing byte buffer that JSON is written into; `take()` copies out what was written. */
function createWriter() {
  let buf = new Uint8Array(4096);
  let at = 0;
  const room = (n: number) => {
    if (at + n <= buf.length) return;
    const next = new Uint8Array(Math.max(buf.length * 2, at + n));
    next.set(buf.subarray(0, at));
    buf = next;
  };
  const bytes = (b: Uint8Array) => {
    const n = b.length;
    room(n);
    // A loop: TypedArray#set costs more than it copies for pieces of a few dozen bytes. Locals: the
    // closure's `buf` and `at` were read again on every byte.
    const into = buf;
    const from = at;
    for (let i = 0; i < n; i++) into[from + i] = b[i] ?? 0; // i < n: always a byte
    at = from + n;
  };
  const text = (s: string) => bytes(ascii(s));
  /** A whole number 0 <= n < 1e15, in decimal. */
  const digits = (n: number) => {
    let width = 1;
    for (let p = 10; p <= n; p *= 10) width++;
    room(width);
    for (let i = at + width - 1; i >= at; i--) {
      const d = n % 10;
      buf[i] = zero + d;
      n = (n - d) / 10;
    }
    at += width;
  };
  /**
   * `v` as JSON.stringify prints it, fast when v is a whole number of hundredths (|v| < 1e13: no
   * shorter decimal reaches the same double, so the shortest text is the two-decimal one).
   */
  const number = (v: number) => {
    const k = Math.round(v * 100);
    if (!(Math.abs(k) < 1e15) || k / 100 !== v) return text(jsonNumber(v));
    const a = k < 0 ? -k : k;
    room(1);
    if (k < 0) buf[at++] = 0x2d;
    const frac = a % 100;
    digits((a - frac) / 100);
    if (frac === 0) return;
    room(3);
    buf[at++] = 0x2e;
    if (frac % 10 === 0) buf[at++] = zero + frac / 10;
    else {
      buf[at++] = zero + Math.floor(frac / 10);
      buf[at++] = zero + (frac % 10);
    }
  };
  const byte = (b: number) => {
    room(1);
    buf[at++] = b;
  };
  return {
    bytes,
    text,
    digits,
    number,
    byte,
    reset: () => void (at = 0),
    take: () => {
      const out = allocate(at);
      out.set(buf.subarray(0, at));
      return out;
    },
  };
}

/** One encoder per controller: it keeps the pieces of its sensors (made again when one differs). */
export function createSensorDataText() {
  let sn: string | undefined;
  let snHead = new Uint8Array(0);
  const pieces: Piece[] = [];
  const out = createWriter();
  const pieceAt = (i: number, r: Reading): Piece => {
    const p = pieces[i];
    if (p !== undefined && p.sid === r.sid && p.zid === r.zid && p.type === r.type) return p;
    const head = `${i === 0 ? '' : ','}{"sid":${JSON.stringify(r.sid)},"zid":${JSON.stringify(r.zid)},"type":${JSON.stringify(r.type)},"v":`;
    return (pieces[i] = { sid: r.sid, zid: r.zid, type: r.type, head: utf8.encode(head) });
  };

  /** The payload's bytes, as `encode(payload)` gives them (never deflated: it is far below 16 KiB). */
  const bytes = (payload: SensorData): Uint8Array => {
    if (payload.sn !== sn) {
      sn = payload.sn;
      snHead = utf8.encode(`{"sn":${JSON.stringify(sn)},"ts":`);
    }
    out.reset();
    out.bytes(snHead);
    if (Number.isSafeInteger(payload.ts) && payload.ts >= 0) out.digits(payload.ts);
    else out.text(jsonNumber(payload.ts));
    out.bytes(readingsHead);
    const { readings } = payload;
    for (let i = 0; i < readings.length; i++) {
      const r = readings[i];
      if (r === undefined) continue; // i < length: never
      out.bytes(pieceAt(i, r).head);
      if (r.v === null) out.bytes(nullBytes);
      else out.number(r.v);
      out.bytes(qHead);
      if (r.q >= 0 && r.q <= 9 && Number.isInteger(r.q)) out.byte(zero + r.q);
      else out.text(jsonNumber(r.q));
      out.byte(0x7d);
    }
    out.byte(0x5d);
    out.byte(0x7d);
    return out.take();
  };
  return { bytes, text: (payload: SensorData): string => utf8Text.decode(bytes(payload)) };
}
