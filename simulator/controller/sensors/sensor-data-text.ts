/**
 * `sensor/data` as JSON text from a template: the same bytes as `encode(payload)` (JSON.stringify),
 * built from per-sensor pieces made once. A fleet sends one per controller and second, and most of
 * JSON.stringify's time goes into printing the readings' doubles; a reading is rounded to 0.01 (or
 * to whole units), so it is printed from its integer hundredths instead.
 */
import type { Reading, SensorData } from '../../../protocol/index.ts';

const utf8 = new TextEncoder();

/** The text JSON.stringify gives a number. */
export function jsonNumber(v: number): string {
  return Number.isFinite(v) ? String(v) : 'null';
}

/**
 * The text JSON.stringify gives `v`, fast when v is a whole number of hundredths (|v| < 1e13: no
 * shorter decimal reaches the same double, so the shortest text is the two-decimal one).
 */
export function hundredthsText(v: number): string {
  const k = Math.round(v * 100);
  if (!(Math.abs(k) < 1e15) || k / 100 !== v) return jsonNumber(v);
  const a = k < 0 ? -k : k;
  const whole = Math.floor(a / 100);
  const frac = a - whole * 100;
  const text = (k < 0 ? '-' : '') + whole;
  if (frac === 0) return text;
  if (frac % 10 === 0) return `${text}.${frac / 10}`;
  return `${text}.${frac < 10 ? '0' : ''}${frac}`;
}

type Piece = { sid: number; zid: number | null; type: string; head: string };

/** One encoder per controller: it keeps the pieces of its sensors (made again when one differs). */
export function createSensorDataText() {
  let sn: string | undefined;
  let snHead = '';
  const pieces: Piece[] = [];
  const pieceAt = (i: number, r: Reading): Piece => {
    const p = pieces[i];
    if (p !== undefined && p.sid === r.sid && p.zid === r.zid && p.type === r.type) return p;
    const head = `{"sid":${JSON.stringify(r.sid)},"zid":${JSON.stringify(r.zid)},"type":${JSON.stringify(r.type)},"v":`;
    return (pieces[i] = { sid: r.sid, zid: r.zid, type: r.type, head });
  };

  const text = (payload: SensorData): string => {
    if (payload.sn !== sn) {
      sn = payload.sn;
      snHead = `{"sn":${JSON.stringify(sn)},"ts":`;
    }
    let out = `${snHead}${jsonNumber(payload.ts)},"readings":[`;
    const { readings } = payload;
    for (let i = 0; i < readings.length; i++) {
      const r = readings[i] as Reading;
      const v = r.v === null ? 'null' : hundredthsText(r.v);
      out += `${i === 0 ? '' : ','}${pieceAt(i, r).head}${v},"q":${jsonNumber(r.q)}}`;
    }
    return `${out}]}`;
  };
  return {
    text,
    /** The payload's bytes, as `encode(payload)` gives them (never deflated: it is far below 16 KiB). */
    bytes: (payload: SensorData): Uint8Array => utf8.encode(text(payload)),
  };
}
