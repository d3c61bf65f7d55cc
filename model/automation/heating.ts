/**
 * Heating loops. 'auto': the day or night set point (day/night from the zone's environment
 * strategy) held by a cascade, as climate computers do, because the pipes lag the valve by hours:
 * a heating curve (pipe 2 K above the air per K the outside is below the set point) plus a PI on
 * the air error (2 K per K, Ti 1 h, integrating only within 1 K of the set point) sets the pipe
 * temperature (at most 90 °C), and the valve holds the pipe there (PI, 10 % per K, Ti 10 min); the
 * air PI's integral does not grow while the valve is wide open nor fall while it is shut (cascade
 * anti-windup: a warm afternoon must not leave the night's heating hours late). Without a pipe
 * sensor, a PI on the air alone
 * (30 % per K, Ti 15 min). Integrals stop while their output saturates (anti-windup).
 * 'off' shuts the valve; 'manual' (a grower's heating/cmd start or stop) leaves it to the grower, and
 * so does a heater under manual control whatever the loop's mode (its integrals then hold, not wind
 * up). Logs when the valve opens and shuts.
 */
import type { HeatingLoop } from '../../protocol/index.ts';
import type { Context } from './context.ts';
import { explained } from './explained.ts';
import { byId, fmt, isOnNow, quantise, rankOf, setTo } from './targets.ts';
import type { AutomationLog, HeatingState, ModuleResult, Proposal } from './types.ts';

const outer = { kp: 2, tiS: 3600, maxPipe: 90, curve: 2, band: 1 };
const inner = { kp: 10, tiS: 600 };
const airOnly = { kp: 30, tiS: 900 };
/** band: the integral moves only while the error is within ± band (conditional integration). */
type Gains = { kp: number; tiS: number; band?: number };
/** %: below this the valve stays shut (no dribbling open and shut on noise). */
const minValve = 2;

/** One PI step plus a feedforward: the output and the integral to keep (frozen while saturated). */
function pi(error: number, integral: number, k: Gains, dtS: number, range: [number, number], ff = 0) {
  const far = k.band !== undefined && Math.abs(error) > k.band;
  const next = far ? integral : integral + (k.kp * error * dtS) / k.tiS;
  const out = ff + k.kp * error + next;
  if (out > range[1]) return { out: range[1], integral: Math.min(integral, next) };
  if (out < range[0]) return { out: range[0], integral: Math.max(integral, next) };
  return { out, integral: next };
}

/** What the valve's position rests on (null: the loop is off); put in words only when read. */
type Grounds = { temp: number; setpoint: number; pipe?: number; pipeSetpoint?: number } | null;

/** Integrals that did not move (a warm day's heating: the state is kept, not made anew). */
const sameIntegrals = (a: HeatingState, b: HeatingState) =>
  Object.is(a.air, b.air) && Object.is(a.pipe, b.pipe);

function reasonOf(g: Grounds): string {
  if (!g) return 'heating off';
  const reason = `air ${fmt(g.temp)} °C, set point ${fmt(g.setpoint)} °C`;
  if (g.pipe === undefined || g.pipeSetpoint === undefined) return reason;
  return `${reason}, pipe ${fmt(g.pipe)} → ${fmt(g.pipeSetpoint)} °C`;
}

function control(loop: HeatingLoop, ctx: Context, before: HeatingState) {
  const temp = ctx.value(loop.zid, 'airTemp');
  if (temp === undefined) return null;
  const setpoint = ctx.setpoints(loop.zid).isDay ? loop.daySetpoint : loop.nightSetpoint;
  const error = setpoint - temp;
  const pipe = ctx.value(loop.zid, 'pipeTemp');
  if (pipe === undefined) {
    const a = pi(error, before.air, airOnly, ctx.dtS, [0, 100]);
    return { valve: a.out, state: { air: a.integral, pipe: 0 }, grounds: { temp, setpoint } };
  }
  const outside = ctx.site('outTemp');
  const curve = outside === undefined ? 0 : outer.curve * Math.max(0, setpoint - outside);
  const a = pi(error, before.air, outer, ctx.dtS, [0, outer.maxPipe - temp], curve);
  const pipeSetpoint = temp + a.out;
  const grounds = { temp, setpoint, pipe, pipeSetpoint };
  // No heat asked for: the valve shuts outright (a pipe set at air temperature would only chase noise).
  if (a.out <= 0) return { valve: 0, state: { air: a.integral, pipe: 0 }, grounds };
  const v = pi(pipeSetpoint - pipe, before.pipe, inner, ctx.dtS, [0, 100]);
  // Cascade anti-windup: while the valve is wide open the pipes cannot follow any faster, so the air
  // loop's integral may fall but not grow (else hours of warming up wind it up and the air overshoots);
  // while it is shut the pipes cannot cool any faster, so it may grow but not fall (else a warm
  // afternoon winds it down and the night's heating starts hours late: the air sank 2.4 K below).
  const air =
    v.out >= 100
      ? Math.min(a.integral, before.air)
      : v.out <= 0
        ? Math.max(a.integral, before.air)
        : a.integral;
  return { valve: v.out < minValve ? 0 : v.out, state: { air, pipe: v.integral }, grounds };
}

/**
 * The integrals that keep a heating loop where it stands now (a bumpless start, as a controller takes
 * over a valve): the pipe set point is the pipe's temperature and the valve stays at `valve` %. A run
 * that starts from readings alone (a preview) has none of the controller's memory; from zero
 * integrals its heating would start hours late while the air loop's integral winds up again.
 */
export function heatingStateHolding(now: {
  temp: number;
  setpoint: number;
  /** % open now. */
  valve: number;
  pipe?: number;
  outside?: number;
}): HeatingState {
  if (now.valve <= 0) return { air: 0, pipe: 0 };
  const error = now.setpoint - now.temp;
  if (now.pipe === undefined) return { air: now.valve - airOnly.kp * error, pipe: 0 };
  const curve = now.outside === undefined ? 0 : outer.curve * Math.max(0, now.setpoint - now.outside);
  return { air: now.pipe - now.temp - curve - outer.kp * error, pipe: now.valve };
}

export function runHeating(ctx: Context): ModuleResult<Record<number, HeatingState>> {
  const proposals: Proposal[] = [];
  const logs: AutomationLog[] = [];
  // Each loop's state, kept as lists and made a record at the end (byId: one array, not four).
  const hids: number[] = [];
  const states: HeatingState[] = [];
  const keep = (hid: number, s: HeatingState) => {
    hids.push(hid);
    states.push(s);
  };
  for (const loop of ctx.config.heating) {
    const before = ctx.state.heating[loop.hid] ?? { air: 0, pipe: 0 };
    if (loop.mode === 'manual' || ctx.live(loop.aid).mode === 'manual') {
      if (ctx.state.heating[loop.hid]) keep(loop.hid, before);
      continue;
    }
    let valve = 0;
    let grounds: Grounds = null;
    if (loop.mode === 'auto') {
      const c = control(loop, ctx, before);
      if (!c) {
        keep(loop.hid, before); // no good reading: hold the valve
        continue;
      }
      keep(loop.hid, sameIntegrals(c.state, before) ? before : c.state);
      valve = quantise(c.valve, 1);
      grounds = c.grounds;
    }
    if (isOnNow(ctx, loop.aid) !== valve > 0)
      logs.push({
        kind: 'environment',
        aid: loop.aid,
        message: `${loop.name}: valve ${valve > 0 ? `open ${valve}%` : 'shut'} (${reasonOf(grounds)})`,
      });
    const fields = {
      aid: loop.aid,
      target: setTo(valve),
      rank: rankOf.record,
      source: `heating ${loop.hid}`,
      kind: 'environment' as const,
      quiet: true,
    };
    const said = grounds;
    proposals.push(explained(fields, () => ({ reason: reasonOf(said) })));
  }
  return { proposals, logs, state: byId(hids, states, ctx.state.heating) };
}
