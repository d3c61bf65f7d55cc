/** The MQTT.js connect options, exactly as the seed says (section 9 "Live client"). */
import type { IClientOptions } from 'mqtt';

export const liveConnectDefaults = {
  /** MQTT 3.1: the WebSocket subprotocol is `mqttv3.1`. */
  protocolId: 'MQIsdp',
  protocolVersion: 3,
  keepalive: 80,
  reconnectPeriod: 1000,
  clean: true,
  /**
   * A QoS 0 publish while offline fails at once (the request rejects with 'live.offline') instead of
   * waiting in a queue; QoS 1 publishes (system/conf) are kept and delivered once after reconnecting.
   */
  queueQoSZero: false,
  /** Subscriptions are restored by the live layer on every `connect`, not twice by MQTT.js too. */
  resubscribe: false,
  /**
   * No table of 65,536 two-byte buffers built on the first packet (MQTT.js's default): that took a
   * 30 ms task on a phone-speed CPU as the home screen opened; a few numbers a packet are written as they come.
   */
  writeCache: false,
} as const satisfies IClientOptions;

export function liveConnectOptions(clientId: string, username?: string, password?: string): IClientOptions {
  return {
    ...liveConnectDefaults,
    clientId,
    ...(username !== undefined ? { username } : {}),
    ...(password !== undefined ? { password } : {}),
  };
}
