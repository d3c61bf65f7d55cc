/** The demo farm's first controller on `clock`, with an in-memory bus instead of a broker (no sockets). */
import { demoFarm } from '../../fixtures/index.ts';
import type { Clock } from '../../simulator/clock.ts';
import { createMemoryBus } from '../../simulator/controller/transport-memory.ts';
import { startSimulator } from '../../simulator/index.ts';

export const oneControllerFarm = { ...demoFarm, servers: demoFarm.servers.slice(0, 1) };

export const startOneController = (clock: Clock, warmDays: number) =>
  startSimulator({
    farm: oneControllerFarm,
    clock,
    warmDays,
    log: () => undefined,
    transport: (s) => createMemoryBus().client(s.server.sn),
  });
