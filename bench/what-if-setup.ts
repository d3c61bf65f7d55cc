// The what-if benches' common setting: a week of history on the demo farm, then a 24 h preview every
// 12 h, on the farm's clock.

export const hourMs = 3_600_000;
export const dayMs = 86_400_000;
/** 2025-03-20 00:00 at UTC+8: cold nights under heating, sunny days venting. */
export const start = Date.UTC(2025, 2, 19, 16);
export const historyDays = 7;
export const issueEveryH = 12;
export const utcOffsetMin = 480;
/** Days of previews (`GH_WHATIF_DAYS`), `fallback` unless set. */
export const evalDaysOr = (fallback: number) => Number(process.env.GH_WHATIF_DAYS ?? fallback);
