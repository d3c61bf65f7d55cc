/**
 * docs/design/greenhouse-model.md "Default strategy" (GreenLight's) as protocol records: heating 19.5 °C day /
 * 16.5 °C night; vents from 5 K above the heating set point with a 4 K P-band; RH max 90 %; thermal
 * curtain drawn below 5 °C outside by day and 10 °C by night, forced open above 92 % RH; CO₂ 800 ppm;
 * irrigation by radiation sum (100 J cm⁻² once above 150 W m⁻², every 15-60 min); wind (10 m/s,
 * back below 7 m/s, 60 s) and rain protection over the vents.
 */
import type { FertCenter, FertRecipe, HeatingLoop, IrrigationPlan, Strategy } from '../../protocol/index.ts';

export type DefaultStrategyZone = {
  zid: number;
  vents: number[];
  curtains: number[];
  heater: number | null;
  /** Ids for this zone's heating loop record. */
  hid: number;
};

export type DefaultStrategyOptions = {
  zones: readonly DefaultStrategyZone[];
  /** The irrigation valves (vid) in rotation order. */
  valveIds: number[];
  /** First id for the strategy, plan, recipe and centre records. */
  firstId?: number;
  secondsPerValve?: number;
};

export type DefaultStrategyRecords = {
  strategy: Strategy[];
  heating: HeatingLoop[];
  irrigationPlan: IrrigationPlan[];
  fertRecipe: FertRecipe[];
  fertCenter: FertCenter[];
};

export const defaultSetpoints = {
  heatDay: 19.5,
  heatNight: 16.5,
  ventAbove: 5,
  pBand: 4,
  humMax: 90,
  co2: 800,
};

export function defaultStrategy(options: DefaultStrategyOptions): DefaultStrategyRecords {
  const id = options.firstId ?? 500;
  const zoneIds = options.zones.map((z) => z.zid);
  const vents = options.zones.flatMap((z) => z.vents);
  const common = { zoneIds, enabled: true };
  const sp = defaultSetpoints;
  return {
    strategy: [
      {
        ...common,
        stid: id,
        name: '环境控制',
        priority: 5,
        kind: 'environment',
        params: {
          dayStart: '06:00',
          dayEnd: '18:00',
          heatDay: sp.heatDay,
          heatNight: sp.heatNight,
          humMax: sp.humMax,
          co2: sp.co2,
        },
      },
      {
        ...common,
        stid: id + 1,
        name: '卷膜温控',
        priority: 10,
        kind: 'rollFilm',
        params: {
          aids: vents,
          openAbove: sp.heatDay + sp.ventAbove,
          pBand: sp.pBand,
          minOpen: 0,
          maxOpen: 100,
          step: 10,
        },
      },
      {
        ...common,
        stid: id + 2,
        name: '保温幕',
        priority: 10,
        kind: 'curtain',
        params: {
          aids: options.zones.flatMap((z) => z.curtains),
          closeAboveRadiation: 0,
          closeBelowOutTempDay: 5,
          closeBelowOutTempNight: 10,
          forceOpenAboveHum: 92,
          schedule: [],
        },
      },
      {
        ...common,
        stid: id + 3,
        name: '抗风保护',
        priority: 20,
        kind: 'windSpeed',
        params: { aids: vents, closeAbove: 10, resumeBelow: 7, delayS: 60, closeOnRain: true },
      },
    ],
    heating: options.zones.flatMap((z) =>
      z.heater === null
        ? []
        : [
            {
              hid: z.hid,
              name: `加温 ${z.zid}`,
              zid: z.zid,
              mode: 'auto' as const,
              daySetpoint: sp.heatDay,
              nightSetpoint: sp.heatNight,
              aid: z.heater,
            },
          ],
    ),
    irrigationPlan: [
      {
        pid: id + 10,
        name: '辐射累积灌溉',
        enabled: true,
        trigger: {
          type: 'radiation',
          sumJcm2: 100,
          minRadiation: 150,
          minIntervalMin: 15,
          maxIntervalMin: 60,
        },
        valveIds: options.valveIds,
        secondsPerValve: options.secondsPerValve ?? 300,
        recipeId: id + 20,
      },
    ],
    fertRecipe: [
      { rid: id + 20, name: '番茄开花期', ec: 2.6, ph: 5.8, ratioA: 1, ratioB: 1, ratioAcid: 0.2 },
    ],
    fertCenter: [],
  };
}
