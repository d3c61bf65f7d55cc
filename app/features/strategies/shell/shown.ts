// A live value as the strategy screens print it: fixed digits, or a dash when there is none.
export const shown = (v: number | null | undefined, digits = 1): string =>
  v === undefined || v === null || !Number.isFinite(v) ? '—' : v.toFixed(digits);
