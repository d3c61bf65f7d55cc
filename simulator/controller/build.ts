/** Assembles one controller's parts (configuration, journal, history, run-times) into its context. */
import type { ServerFixture } from '../../fixtures/farms.ts';
import type { Inventory } from '../../fixtures/inventory.ts';
import type { Clock } from '../clock.ts';
import type { Faults } from '../faults.ts';
import type { Random } from '../../model/random.ts';
import { createConfigStore } from './config-store.ts';
import {
  localDayOf,
  type ControllerContext,
  type ControllerCore,
  type GreenhousePorts,
  type Log,
} from './context.ts';
import { createActuatorRuntime } from './devices/actuators.ts';
import { createHeatingRuntime } from './devices/heating.ts';
import { createIrrigationRuntime } from './devices/irrigation.ts';
import { createJournal } from './journal.ts';
import { createOutbox } from './outbox.ts';
import type { SavedState } from './persistence.ts';
import { createHistory } from './sensors/history.ts';
import type { Transport } from './transport.ts';

/** A controller's greenhouse as the builder needs it: the ports it gives the handlers. */
type Greenhouse = {
  fertigation: NonNullable<GreenhousePorts['fertigation']>;
  forecast: NonNullable<GreenhousePorts['forecast']>;
};

export type BuildOptions<W extends Greenhouse> = {
  fixture: ServerFixture;
  saved: SavedState | undefined;
  clock: Clock;
  random: Random;
  faults: Faults;
  transport: Transport;
  log: Log;
  historyCapacity?: number;
  validateEvery?: number;
  reportEveryMs?: number;
  progressEveryMs?: number;
  /** Persistence hooks: now (configuration) and soon (positions, logs). */
  saveNow: () => void;
  saveSoon: () => void;
  reboot: () => void;
  /** The controller's greenhouse, built on its own parts (absent: readings come from outside). */
  world?: (core: ControllerCore) => W;
};

/** The context, made once with its greenhouse's ports, and the greenhouse itself. */
export function buildControllerContext<W extends Greenhouse>(
  o: BuildOptions<W>,
): { ctx: ControllerContext; world: W | undefined } {
  const { server } = o.fixture;
  const inventory: Inventory = o.saved?.inventory ?? o.fixture.inventory;
  const config = createConfigStore(inventory);
  let offset = 0;
  const now = () => o.clock.now() + offset;
  const outbox = createOutbox({
    sn: server.sn,
    base: server.mqttBaseTopic,
    transport: o.transport,
    clock: o.clock,
    faults: o.faults,
    log: o.log,
    validateEvery: o.validateEvery,
  });
  const journal = createJournal({ config, outbox, now });
  const history = createHistory({ capacity: o.historyCapacity });
  const common = { clock: o.clock, now, config, outbox, journal };
  const actuators = createActuatorRuntime({
    ...common,
    sn: server.sn,
    faults: o.faults,
    settled: o.saveSoon,
    reportEveryMs: o.reportEveryMs,
  });
  const irrigation = createIrrigationRuntime({ ...common, actuators, progressEveryMs: o.progressEveryMs });
  actuators.lockedBy = (aid) =>
    irrigation.valveActuators().includes(aid)
      ? `actuator ${aid} is held by the running irrigation program`
      : undefined;
  const system = o.saved?.system ?? { name: server.name, timezone: o.fixture.timezone };
  const heating = createHeatingRuntime({
    now,
    config,
    actuators,
    outbox,
    changed: o.saveNow,
    reading: (zid, type) => {
      const sensors = config.list('sensor').filter((s) => s.type === type);
      const sensor = sensors.find((s) => s.zid === zid) ?? sensors.find((s) => s.zid === null);
      return sensor && history.last(sensor.sid);
    },
  });
  const core: ControllerCore = {
    sn: server.sn,
    base: server.mqttBaseTopic,
    server,
    model: o.fixture.model,
    system,
    bootAt: o.clock.now(),
    clock: o.clock,
    random: o.random,
    faults: o.faults,
    log: o.log,
    config,
    history,
    journal,
    outbox,
    actuators,
    irrigation,
    heating,
    now,
    setTime: (time) => void (offset = time - o.clock.now()),
    changed: o.saveNow,
    reboot: o.reboot,
    systemInfo: () => ({
      sn: server.sn,
      name: core.system.name,
      firmware: server.firmware,
      time: now(),
      uptimeS: Math.round((o.clock.now() - core.bootAt) / 1000),
      openAlarms: journal.openCount(),
      timezone: core.system.timezone,
    }),
    localDay: (ts) => localDayOf(ts, core.system.timezone),
  };
  if (o.saved) actuators.restore(o.saved.actuators);
  const world = o.world?.(core);
  // One object for both, so what a handler changes (system, bootAt) the greenhouse sees: its ports
  // join the core here, before any handler or timer has the context.
  const ports: GreenhousePorts = world
    ? { fertigation: world.fertigation, forecast: (ask) => world.forecast(ask) }
    : {};
  return { ctx: Object.assign(core, ports), world };
}
