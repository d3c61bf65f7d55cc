/** One fertigation centre's `fertCenterStatus` from its record, its water side and what runs. */
import type { FertCenter, FertCenterStatus, FertStopReason } from '../../../protocol/index.ts';
import { linePressure } from '../../../model/greenhouse/sensor-values.ts';
import type { GreenhouseParams } from '../../../model/greenhouse/params.ts';
import type { MixerState } from '../../../model/greenhouse/mixer.ts';
import type { ConfigStore } from '../config-store.ts';

/** Under this share of its capacity a stock tank counts as dry (the pump would draw air). */
export const dryBelow = 0.01;
/** bar: past this filter drop the centre stops dosing (the dosing venturis lose their suction). */
export const clogStopDp = 1;

export type Program = { pid: number; paused: boolean };

/** Why `m` cannot dose now, and which tank is dry. */
export function stopOf(m: MixerState): { reason: FertStopReason | null; tank: string | null } {
  const dry = m.tanks.find((t) => t.volumeL < dryBelow * t.capacityL);
  if (dry) return { reason: 'tankEmpty', tank: dry.name };
  return { reason: m.filterDp >= clogStopDp ? 'filterClogged' : null, tank: null };
}

/** idle / dosing / stopped, and the key that changes when a report is due. */
export function stateOf(program: Program | null, stop: ReturnType<typeof stopOf>) {
  const state = program && stop.reason ? 'stopped' : program && !program.paused ? 'dosing' : 'idle';
  const why = state === 'stopped' ? `${stop.reason}|${stop.tank}` : '';
  return { state, key: `${state}|${why}|${program?.pid ?? ''}` } as const;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export function statusOf(o: {
  center: FertCenter;
  m: MixerState;
  p: GreenhouseParams;
  config: ConfigStore;
  /** The program this centre feeds, if any. */
  program: Program | null;
  /** Reading of a sensor as last published (null: none or bad); for the centre's probes. */
  measured: (sid: number) => number | null;
  /** The water side is the greenhouse's (its EC/pH are the model's when there is no probe). */
  feeding: boolean;
  ts: number;
}): FertCenterStatus {
  const { center, m, program } = o;
  const stop = stopOf(m);
  const { state } = stateOf(program, stop);
  const plan = program ? o.config.get('irrigationPlan', program.pid) : undefined;
  const rid = plan?.recipeId ?? center.recipeId;
  const recipe = rid === null ? undefined : o.config.get('fertRecipe', rid);
  const probe = (sid: number | null, model: number) =>
    sid !== null ? o.measured(sid) : o.feeding ? round(model, 2) : null;
  return {
    fid: center.fid,
    state,
    stopReason: state === 'stopped' ? stop.reason : null,
    stopTank: state === 'stopped' ? stop.tank : null,
    tanks: m.tanks.map((t) => ({
      name: t.name,
      role: t.role,
      capacityL: t.capacityL,
      volumeL: round(t.volumeL, 1),
      pumpOn: state === 'dosing' && t.doseLph > 0,
      doseLph: state === 'dosing' ? round(t.doseLph, 2) : 0,
    })),
    mixTank: { capacityL: m.mixTank.capacityL, volumeL: round(m.mixTank.volumeL, 1) },
    ec: probe(center.ecSid, m.ec),
    ph: probe(center.phSid, m.ph),
    rid: recipe?.rid ?? null,
    ecTarget: recipe?.ec ?? null,
    phTarget: recipe?.ph ?? null,
    pid: program?.pid ?? null,
    flowLpm: round(m.flow * 60, 1),
    pressureBar: round(linePressure(m, o.p), 2),
    filterDpBar: round(m.filterDp, 2),
    ts: o.ts,
  };
}
