/** Which farm a command line means: `demo`, or `seed:<n>` with a server and zone count. */
import { demoFarm, makeFarm, type Farm } from '../../fixtures/farms.ts';

export type FarmSpec = {
  name: string;
  seed?: number;
  servers?: number;
  zones?: number;
  secretSalt?: string;
  /** `--shard I`: this process runs controllers I·servers + 1 … (I + 1)·servers of the seed's fleet. */
  shard?: number;
};

/** Builds the farm a spec names; the same spec gives the same farm in every thread. */
export function farmOf(spec: FarmSpec): Farm {
  if (
    spec.name === 'demo' &&
    spec.servers === undefined &&
    spec.zones === undefined &&
    spec.secretSalt === undefined &&
    spec.shard === undefined
  )
    return demoFarm;
  const match = /^(?:seed:)?(\d+)$/.exec(spec.name);
  const seed = spec.name === 'demo' ? demoFarm.seed : match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(seed)) throw new Error(`[sim] --farm ${spec.name}: use "demo" or "seed:<n>"`);
  const servers = spec.servers ?? (spec.name === 'demo' ? 3 : 2);
  return makeFarm(spec.seed ?? seed, {
    servers,
    zonesPerServer: spec.zones ?? 4,
    secretSalt: spec.secretSalt,
    ...(spec.shard === undefined ? {} : { firstIndex: spec.shard * servers }),
  });
}
