/** The emulated controller firmware: one per server, shaped like aedes (one dispatcher, small handlers). */
export { createController, type Controller, type ControllerOptions } from './controller.ts';
export type { ControllerContext, Handler, Answer } from './context.ts';
export { handlers } from './dispatcher.ts';
export { createMemoryBus } from './transport-memory.ts';
export { createMqttTransport } from './transport-mqtt.ts';
export { topicMatches, type Transport, type PublishOptions, type Qos } from './transport.ts';
export { createFileState, type StatePort, type SavedState } from './persistence.ts';
export type { ReadingsSource } from './sensors/readings-source.ts';
export type { ControllerStats } from './outbox.ts';
export { createControllerWorld } from './world/controller-world.ts';
export type { ControllerWorld, ControllerWorldOptions } from './world/world-options.ts';
export { utcOffsetOf } from './world/utc-offset.ts';
