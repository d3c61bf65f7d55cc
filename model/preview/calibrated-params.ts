/** The model's parameters for a zone's calibration (protocol/calibration.ts): the fitted ones set, the rest the model's own. */
import type { CalibrationParams } from '../../protocol/index.ts';
import { defaultParams } from '../greenhouse/default-params.ts';
import type { GreenhouseParams } from '../greenhouse/params.ts';

export function paramsOf(c: CalibrationParams): Partial<GreenhouseParams> {
  return {
    coverHeatTransfer: c.coverHeatTransfer,
    leakage: c.leakage,
    dischargeCoef: c.dischargeCoef,
    airHeatCapacity: c.airHeatCapacity,
    transpirationCoef: defaultParams.transpirationCoef * c.transpirationScale,
    transpirationRadCoef: defaultParams.transpirationRadCoef * c.transpirationScale,
    pipeConvectionCoef: defaultParams.pipeConvectionCoef * c.pipeTransferScale,
  };
}
