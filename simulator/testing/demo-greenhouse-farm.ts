/**
 * The records of a closed-loop greenhouse for tests and benchmarks (not fixtures/farms.ts's farm of
 * controllers): N zones, each with two roll-film vents, a thermal curtain, a
 * shade screen, a fan, a fogger, a heater, CO₂ dosing, one irrigation valve and its sensors, a
 * weather station and a fertigation centre, run by the default strategy. Zone i (from 0) uses ids
 * 100·(i+1) + n: actuators +1..+9, valve +81, heating loop +21, sensors +51..+60.
 */
import type { Actuator, Sensor, SensorType, Valve } from '../../protocol/index.ts';
import { defaultStrategy } from '../../model/automation/default-strategy.ts';
import type { AutomationConfig } from '../../model/automation/types.ts';

export type DemoGreenhouseFarm = {
  zones: { id: number; areaM2: number }[];
  sensors: Sensor[];
  config: AutomationConfig & { actuator: Actuator[]; valve: Valve[] };
};

const zoneSensors: SensorType[] = [
  'airTemp',
  'airHum',
  'co2',
  'par',
  'soilMoist',
  'soilEC',
  'soilTemp',
  'pipeTemp',
  'light',
  'soilPH',
];
const siteSensors: SensorType[] = [
  'outTemp',
  'outHum',
  'windSpeed',
  'windDir',
  'rain',
  'radiation',
  'ec',
  'ph',
  'flow',
  'tankLevel',
];
const kinds = [
  ['roller', '东侧卷膜'],
  ['roller', '西侧卷膜'],
  ['curtain', '保温幕'],
  ['screen', '遮阳网'],
  ['fan', '风机'],
  ['fogger', '喷雾'],
  ['heater', '加温阀'],
  ['co2', 'CO₂'],
  ['valve', '灌溉阀'],
] as const;

/** Per m² of floor: the valve gives a 0.3 L m⁻² dose in 300 s (model page: 300-400 mL m⁻²). */
const dosePerM2 = 0.3;

export function demoGreenhouseFarm(zoneCount: number, areaM2 = 500): DemoGreenhouseFarm {
  const zones = Array.from({ length: zoneCount }, (_, i) => ({ id: i + 1, areaM2 }));
  const sensor = (sid: number, zid: number | null, type: SensorType): Sensor => ({
    sid,
    name: `${type}${zid === null ? '' : ` ${zid}`}`,
    zid,
    type,
    offset: 0,
    min: -1000,
    max: 100_000,
    enabled: true,
  });
  const sensors: Sensor[] = siteSensors.map((type, i) => sensor(i + 1, null, type));
  const actuator: Actuator[] = [];
  const valve: Valve[] = [];
  zones.forEach((z, i) => {
    const base = 100 * (i + 1);
    kinds.forEach(([kind, name], k) =>
      actuator.push({
        aid: base + k + 1,
        name: `${name} ${z.id}`,
        zid: z.id,
        kind,
        travelTime: kind === 'roller' ? 60 : 120,
        interlocks: [],
        enabled: true,
      }),
    );
    zoneSensors.forEach((type, k) => sensors.push(sensor(base + 51 + k, z.id, type)));
    valve.push({
      vid: base + 81,
      name: `阀 ${z.id}`,
      zid: z.id,
      aid: base + 9,
      flowNominal: (dosePerM2 * areaM2) / 5,
    });
  });
  const records = defaultStrategy({
    zones: zones.map((z, i) => ({
      zid: z.id,
      vents: [100 * (i + 1) + 1, 100 * (i + 1) + 2],
      curtains: [100 * (i + 1) + 3],
      heater: 100 * (i + 1) + 7,
      hid: 100 * (i + 1) + 21,
    })),
    valveIds: valve.map((v) => v.vid),
  });
  const fertCenter = [
    {
      fid: 81,
      name: '施肥机',
      layout: 'dual' as const,
      tanks: [
        { name: 'A', capacityL: 1000 },
        { name: 'B', capacityL: 1000 },
        { name: 'Acid', capacityL: 500 },
      ],
      ecSid: 7,
      phSid: 8,
      flowSid: 9,
      recipeId: records.fertRecipe[0]?.rid ?? null,
    },
  ];
  return { zones, sensors, config: { ...records, fertCenter, actuator, valve, fog: [] } };
}
