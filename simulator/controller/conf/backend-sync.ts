/**
 * Back-end channels and actuators describe the same outputs: an installer's channel edit (travel
 * time, enable flag) reaches the actuator the physics moves, and an actuator edit reaches its
 * channels, each change reported on system/confack so every app follows. Writes only what differs,
 * so the two hooks never ping-pong.
 */
import { isPositionKind, type Actuator, type BackendChannel } from '../../../protocol/index.ts';
import type { ControllerContext } from '../context.ts';

/** The actuator as its channel says it should be, or undefined when nothing differs. */
export function actuatorFromChannel(actuator: Actuator, channel: BackendChannel): Actuator | undefined {
  const travelTime =
    isPositionKind(actuator.kind) && channel.travelTime >= 1 ? channel.travelTime : actuator.travelTime;
  if (actuator.enabled === channel.enabled && actuator.travelTime === travelTime) return undefined;
  return { ...actuator, enabled: channel.enabled, travelTime };
}

/** The channel as its actuator says it should be, or undefined when nothing differs. */
export function channelFromActuator(channel: BackendChannel, actuator: Actuator): BackendChannel | undefined {
  const travelTime = actuator.travelTime ?? channel.travelTime;
  if (channel.enabled === actuator.enabled && channel.travelTime === travelTime) return undefined;
  return { ...channel, enabled: actuator.enabled, travelTime };
}

/** After a channel was added or updated: its actuator follows. */
export function syncActuatorOf(ctx: ControllerContext, bid: number): void {
  const channel = ctx.config.get('backend', bid);
  const actuator = channel && ctx.config.get('actuator', channel.aid);
  const next = actuator && channel && actuatorFromChannel(actuator, channel);
  if (!next) return;
  ctx.config.put('actuator', next);
  ctx.actuators.reconfigure(next.aid);
  ctx.outbox.report('system/confack', 'actuator', 'update', next);
}

/** After an actuator was updated: its channels follow. */
export function syncChannelsOf(ctx: ControllerContext, aid: number): void {
  const actuator = ctx.config.get('actuator', aid);
  if (!actuator) return;
  for (const channel of ctx.config.list('backend')) {
    const next = channel.aid === aid ? channelFromActuator(channel, actuator) : undefined;
    if (!next) continue;
    ctx.config.put('backend', next);
    ctx.outbox.report('system/confack', 'backend', 'update', next);
  }
}
