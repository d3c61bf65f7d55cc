/** The `?sid=` of the sensor screens: a positive integer, else the screen shows why and links back. */

export type SidParam = { ok: true; sid: number } | { ok: false };

/** Reads `sid` from a query string: only plain positive integers ("12"), nothing else ("1.5", "-3", "x"). */
export function parseSid(search: URLSearchParams): SidParam {
  const raw = search.get('sid');
  if (raw === null || !/^[1-9]\d{0,8}$/.test(raw.trim())) return { ok: false };
  return { ok: true, sid: Number(raw.trim()) };
}
