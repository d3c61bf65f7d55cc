// Words for the program panel, pure: seconds left as the i18n key and values of "m 分 s 秒".

/** Seconds as `[key, values]` for t(): "45 秒" under a minute, else "m 分 s 秒". */
export function durationParts(
  totalS: number,
): ['fertigation:seconds', { s: number }] | ['fertigation:minutesSeconds', { m: number; s: number }] {
  const s = Math.max(0, Math.round(totalS));
  if (s < 60) return ['fertigation:seconds', { s }];
  return ['fertigation:minutesSeconds', { m: Math.floor(s / 60), s: s % 60 }];
}
