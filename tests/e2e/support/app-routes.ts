// Every route of the app's route table (app/router.tsx), as URLs a spec can visit: read from the
// table itself, so a route added later is visited without anyone editing a list.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RouteTable } from './route-table.ts';

/** The route table as route-table.ts prints it (about a second: the router and its shell load in Node). */
export function appRoutes(): RouteTable {
  const script = fileURLToPath(new URL('./route-table.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(out) as RouteTable;
}

/**
 * Screens that read their subject from the query string, at a concrete subject of the demo farm
 * (fixtures/farm: strategy ids 1-6 are environment, rollFilm, curtain, fan, windSpeed, custom;
 * zone 1, sensors 2 and 3, actuator 3, crop group 1, plan and recipe 1). A list screen that
 * becomes an editor with `?stid=` / `?edit=` is visited both ways.
 */
export const instances: Record<string, string[]> = {
  '/managementArea/Details': ['?f_zone_id=1'],
  '/crop/Groupediting': ['?cid=1'],
  '/devicedata/Mc_equipment': ['?f_zone_id=1&zone_name=1号棚'],
  '/devicedata/Mc_equipment/valveEquipment': ['?f_zone_id=1'],
  '/device/SensorParticularMessage': ['?sid=3'],
  '/device/EditSensor': ['?sid=2'],
  '/device/SensorAlarmSet': ['?sid=3'],
  '/device/editactuator': ['?aid=3'],
  '/automaticSettings/environmentControlSettings': ['', '?stid=1'],
  '/automaticSettings/RollOfFilmControl': ['', '?stid=2'],
  '/automaticSettings/EditPullACurtainControl': ['?stid=3'],
  '/automaticSettings/FanControlSetting': ['?stid=4'],
  '/automaticSettings/WindSpeedControlSetting': ['?stid=5'],
  '/automaticSettings/EditCustomStrategy': ['?stid=6'],
  '/automaticSettings/automaticWaterControl': ['', '?edit=1'],
  '/automaticSettings/AutoFertilizer': ['', '?edit=1'],
};

/**
 * Paths that render the very screen of another path (the same component), visited once under the
 * first: '/devicedata/Regional_info' is the home screen '/'.
 */
export const sameScreenAs: Record<string, string> = { '/devicedata/Regional_info': '/' };

/** The URLs to visit for a list of paths: each path at its concrete instances, aliases left out. */
export const urlsOf = (paths: string[]): string[] =>
  paths.filter((p) => !(p in sameScreenAs)).flatMap((p) => (instances[p] ?? ['']).map((q) => p + q));
