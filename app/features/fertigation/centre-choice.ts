/**
 * Which centre a fertigation screen shows: the `?fid=` of the link, else the one last picked on this
 * base (kept in local storage), else the base's first; pure so it is tested without a browser.
 */
import { browserStorage, readKey, STORAGE_PREFIX, writeKey } from '../../lib/storage';

/** The storage key of the centre last picked on a base. */
export const pickedKey = (base: string) => `${STORAGE_PREFIX}:fertCenter:${base}`;

/** Reads a positive whole number, or null. */
export function fidOf(text: string | null | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/**
 * The centre to show among `fids` (the base's, in list order): the link's if the base has it, then
 * the remembered one, then the first; null when the base has none.
 */
export function chooseCentre(
  fids: readonly number[],
  fromLink: number | null,
  remembered: number | null,
): number | null {
  if (fromLink !== null && fids.includes(fromLink)) return fromLink;
  if (remembered !== null && fids.includes(remembered)) return remembered;
  return fids[0] ?? null;
}

export function rememberedCentre(base: string | null, storage = browserStorage()): number | null {
  return base === null ? null : fidOf(readKey(storage, pickedKey(base)));
}

export function rememberCentre(base: string | null, fid: number, storage = browserStorage()): void {
  if (base !== null) writeKey(storage, pickedKey(base), String(fid));
}
