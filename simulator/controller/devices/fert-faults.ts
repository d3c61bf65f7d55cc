/** The centre faults of the control API: a stock tank held low (tankLow) and a clogged filter. */
import type { FertCenter } from '../../../protocol/index.ts';
import { isFault, type Faults } from '../../faults.ts';
import type { MixerState, StockTank } from '../../../model/greenhouse/mixer.ts';
import type { GreenhouseParams } from '../../../model/greenhouse/params.ts';

/** The tank a tankLow fault names, else the centre's first fertilizer tank. */
export function faultTank(m: MixerState, name: string | undefined): StockTank | undefined {
  if (name !== undefined) return m.tanks.find((t) => t.name === name);
  return m.tanks.find((t) => t.role === 'fertilizer') ?? m.tanks[0];
}

/**
 * What the active faults do to centre `c` now: the filter's drop, and a tankLow tank held at its
 * level; null when `m` is already so (the greenhouse's readings are not recomputed for nothing).
 */
export function centreFaultEdit(
  m: MixerState,
  c: FertCenter,
  faults: Faults,
  sn: string,
  p: GreenhouseParams,
): ((m: MixerState) => void) | null {
  const where = { sn, id: c.fid };
  const clog = faults.find('filterClogged', where);
  const dp = clog ? clog.params.dpBar : p.filterDpClean;
  const low = faults.find('tankLow', where);
  if (m.filterDp === dp && !low) return null;
  return (x) => {
    x.filterDp = dp;
    const tank = low && faultTank(x, low.params.tank);
    if (tank) tank.volumeL = (low.params.levelPct / 100) * tank.capacityL;
  };
}

/** Calls `refill(fid, tank)` when a tankLow fault on this controller is cleared (fid undefined: all). */
export function watchTankFaults(
  faults: Faults,
  sn: string,
  refill: (fid: number | undefined, tank: string | undefined) => void,
): () => void {
  return faults.onChange(({ type, fault }) => {
    if (type !== 'clear' || !isFault(fault, 'tankLow')) return;
    if (fault.target.sn !== undefined && fault.target.sn !== sn) return;
    refill(fault.target.id, fault.params.tank);
  });
}

/** A refill ends the tankLow faults that hold a tank it fills (the operator filled it). */
export function endTankFaults(faults: Faults, sn: string, m: MixerState, c: FertCenter, tank?: string): void {
  for (;;) {
    const low = faults.find('tankLow', { sn, id: c.fid });
    const held = low && faultTank(m, low.params.tank);
    if (!low || !held || (tank !== undefined && held.name !== tank)) return;
    faults.clear('tankLow', low.target);
  }
}
