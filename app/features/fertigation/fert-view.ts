/**
 * The fertigation centre's view logic, pure: which route draws a layout, a tank's level and tone,
 * EC/pH against the recipe's target, why dosing stopped, a status report applied to the shown one,
 * and the time left in words.
 */
import type { FertCenterStatus, FertTankState } from '../../../protocol/live/fertigation.ts';
import type { FertCenter } from '../../../protocol/live/irrigation.ts';

export type Layout = FertCenter['layout'];

/** The route that draws each layout of a centre. */
export const routeOfLayout: Record<Layout, string> = {
  dual: '/ferticenter',
  single: '/ferticenter1',
  legacy: '/ferticenter_old',
};

/** A centre's route with its fid, so a reload or a shared link shows the same centre. */
export const centreHref = (layout: Layout, fid: number) => `${routeOfLayout[layout]}?fid=${fid}`;

/** Below this share of its capacity a stock tank is shown as low. */
export const LOW_TANK_PCT = 20;

export type TankTone = 'ok' | 'low' | 'empty';

/** A tank's level in whole percent of its capacity (0–100). */
export function levelPct(tank: { capacityL: number; volumeL: number }): number {
  if (tank.capacityL <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((tank.volumeL / tank.capacityL) * 100)));
}

export function tankTone(tank: { capacityL: number; volumeL: number }): TankTone {
  if (tank.volumeL <= Math.max(0.5, tank.capacityL * 0.005)) return 'empty';
  return levelPct(tank) < LOW_TANK_PCT ? 'low' : 'ok';
}

/** How far a reading may be from its target and still be on target (mS/cm for EC, pH units). */
export const TOLERANCE = { ec: 0.2, ph: 0.3 } as const;

export type TargetTone = 'none' | 'ok' | 'low' | 'high';

/** A reading against its target: none when either is missing. */
export function targetTone(value: number | null, target: number | null, tolerance: number): TargetTone {
  if (value === null || target === null) return 'none';
  if (value < target - tolerance) return 'low';
  if (value > target + tolerance) return 'high';
  return 'ok';
}

/** The i18n key and values of why a centre does not dose; null when it is not stopped. */
export function stopReasonOf(
  status: Pick<FertCenterStatus, 'state' | 'stopReason' | 'stopTank'>,
): { key: 'fertigation:stopTankEmpty' | 'fertigation:stopFilterClogged'; values: { tank?: string } } | null {
  if (status.state !== 'stopped' || status.stopReason === null) return null;
  if (status.stopReason === 'tankEmpty')
    return { key: 'fertigation:stopTankEmpty', values: { tank: status.stopTank ?? '' } };
  return { key: 'fertigation:stopFilterClogged', values: {} };
}

/** The i18n key of the centre's state: idle with a program is a paused program (nothing doses). */
export function stateKey(
  status: Pick<FertCenterStatus, 'state' | 'pid'>,
):
  | 'fertigation:state_idle'
  | 'fertigation:state_paused'
  | 'fertigation:state_dosing'
  | 'fertigation:state_stopped' {
  if (status.state === 'idle')
    return status.pid === null ? 'fertigation:state_idle' : 'fertigation:state_paused';
  return `fertigation:state_${status.state}`;
}

/** Whether a tank is the one whose running dry stopped the centre. */
export const isStopTank = (status: FertCenterStatus, tank: FertTankState) =>
  status.stopReason === 'tankEmpty' && status.stopTank === tank.name;

/** The data of a `fertigation/cmdack` (checked on the way in): one centre's status, all of them, or none. */
export type StatusData = FertCenterStatus | FertCenterStatus[] | undefined;

const statusesOf = (data: StatusData): FertCenterStatus[] =>
  data === undefined ? [] : Array.isArray(data) ? data : [data];

/**
 * A `fertigation/cmdack` payload (one centre's status or all of them) applied to centre `fid`'s
 * shown status: the newer status of that centre, else the shown one unchanged.
 */
export function applyStatusReport(shown: FertCenterStatus, data: StatusData, fid: number): FertCenterStatus {
  const next = statusesOf(data).find((s) => s.fid === fid);
  if (!next || next.ts < shown.ts) return shown;
  return next;
}

/** The status of centre `fid` in a `status` answer (one centre, or all of them). */
export function statusOf(data: StatusData, fid: number): FertCenterStatus {
  const found = statusesOf(data).find((s) => s.fid === fid);
  if (!found) throw new Error(`no status of centre ${fid}`);
  return found;
}

/** Litres with one decimal: a dosing pump takes a few litres an hour, so the level moves visibly. */
export const litres = (l: number) => l.toFixed(1);

/** A reading with `digits` decimals, or a dash when there is none. */
export const reading = (v: number | null, digits: number) => (v === null ? '–' : v.toFixed(digits));

/** Seconds as `[key, values]` for t(): "45 秒" under a minute, else "m 分 s 秒". */
export function durationParts(
  totalS: number,
): ['fertigation:seconds', { s: number }] | ['fertigation:minutesSeconds', { m: number; s: number }] {
  const s = Math.max(0, Math.round(totalS));
  if (s < 60) return ['fertigation:seconds', { s }];
  return ['fertigation:minutesSeconds', { m: Math.floor(s / 60), s: s % 60 }];
}
