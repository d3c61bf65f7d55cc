/** What the trainer's recording and replay need from the running world (scripts/world.ts wires it). */
import { controllerSecret, type Farm } from '../../fixtures/index.ts';
import type { ApiCall } from '../cloud/node.ts';
import type { Clock } from '../clock.ts';
import { createMqttTransport } from '../controller/transport-mqtt.ts';
import type { Transport } from '../controller/transport.ts';
import type { Faults } from '../faults.ts';

export type TrainerWorld = {
  farm: Farm;
  /** The world's clock (recording times, replay pace). */
  clock(): Clock;
  faults(): Faults;
  /** mqtt://… of the broker (asked at each connect: the broker may have restarted on its port). */
  brokerUrl(): string;
  /** Listens to the cloud's answered calls; returns the way to stop listening. */
  tapApi(listener: (call: ApiCall) => void): () => void;
  stateDir?: string;
  log: (line: string) => void;
};

/** The base's controller: its sn and base topic, or undefined when the farm has no such base. */
export function serverOf(farm: Farm, base: string | undefined) {
  const server = base ? farm.servers.find((s) => s.server.mqttBaseTopic === base) : farm.servers[0];
  return server && { sn: server.server.sn, base: server.server.mqttBaseTopic };
}

/**
 * A second link of the base's own controller (`<sn>-<role>`): the broker lets it read the whole base
 * and publish reports there, which the replay must, and nothing outside it.
 */
export async function controllerLink(
  world: TrainerWorld,
  sn: string,
  role: 'rec' | 'replay',
): Promise<Transport> {
  const transport = createMqttTransport({
    url: world.brokerUrl(),
    clientId: `${sn}-${role}-${Date.now().toString(36).slice(-4)}`,
    username: sn,
    password: controllerSecret(world.farm, sn),
    log: world.log,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refused = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the broker did not take ${sn}'s ${role} link within 10 s`)),
      10_000,
    );
  });
  try {
    await Promise.race([transport.connect(), refused]);
    return transport;
  } catch (error) {
    await transport.end();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
