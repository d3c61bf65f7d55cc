/**
 * The embedded broker: aedes with its policy (authenticate, ACL, contract monitor) passed in as
 * functions, served over TCP and WebSocket (`/mqtt/`). `npm run broker` and `npm start` use it.
 */
import { Aedes, type Client } from 'aedes';
import { createAuthenticator } from './auth.ts';
import { clusterEngines } from './cluster-engines.ts';
import { deliverInEmitOrder } from './emit-order.ts';
import { queueEmitsInFifo } from './emit-queue.ts';
import { authenticateHandler } from './handlers/authenticate.ts';
import { authorizePublishHandler, recordViolation } from './handlers/authorize-publish.ts';
import { authorizeSubscribeHandler } from './handlers/authorize-subscribe.ts';
import type { HandlerContext } from './handlers/context.ts';
import { createContractMonitor } from './monitor.ts';
import { indexRetainedByTopic } from './retained-index.ts';
import { createMonitorThread } from './monitor-thread.ts';
import { createStats } from './stats.ts';
import { countsOnly } from './stats-access.ts';
import { listenAll, wsPath } from './transports.ts';
import type { BrokerOptions, Identity, RunningBroker } from './types.ts';

export type * from './types.ts';

/**
 * aedes' default (23) is MQTT 3.1's limit. The simulator and tests name their clients after what
 * they are (`ctl-<sn>-…`), which MQTT 3.1.1 allows; the app itself keeps to 23 so that it also works
 * on brokers that enforce the limit (the live suite runs against Mosquitto to prove it).
 */
const maxClientsIdLength = 128;

const hostInUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

export async function startBroker(options: BrokerOptions): Promise<RunningBroker> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const stats = createStats(options.now ?? Date.now);
  const ctx: HandlerContext = {
    identities: new WeakMap<Client, Identity>(),
    stats,
    monitor: createContractMonitor(options.maxPayloadBytes),
    strict: options.strict ?? false,
    log,
  };
  const monitorThread =
    options.monitorThread && !ctx.strict
      ? createMonitorThread({
          maxPayloadBytes: options.maxPayloadBytes,
          checksPerSecond: options.monitorChecksPerSecond,
          onViolation: (v) => recordViolation(ctx, v.id, v.topic, v.reason),
          log,
        })
      : undefined;
  ctx.deferred = monitorThread;
  const engines = options.cluster ? clusterEngines(options.cluster.redisUrl) : undefined;
  const broker = await Aedes.createBroker({
    ...(engines ? { mq: engines.mq, persistence: engines.persistence } : {}),
    maxClientsIdLength,
    // One frozen subscriber must not stall delivery to everyone once the concurrency slots fill.
    drainTimeout: options.drainTimeoutMs ?? 10_000,
    authenticate: authenticateHandler(ctx, createAuthenticator(options.auth, options.controllers)),
    authorizeSubscribe: authorizeSubscribeHandler(ctx),
    authorizePublish: authorizePublishHandler(ctx),
  });
  // Retained sensor/data and QoS 1 answers must not be dropped when a later message overtakes them.
  deliverInEmitOrder(broker);
  // A backlog behind a slow subscriber drains in constant time per message, not in the queue's length.
  queueEmitsInFifo(broker);
  // A fleet's SUBSCRIBEs find their retained messages by topic, not by scanning them all.
  if (!indexRetainedByTopic(broker) && !engines)
    log("[broker] the retained index is off: aedes' memory store was not found (aedes internals changed?)");
  broker.on('client', (client) => {
    const who = ctx.identities.get(client);
    if (who) stats.connected(client.id, who);
  });
  broker.on('clientDisconnect', (client) => stats.disconnected(client.id));
  broker.on('publish', (packet, client) => {
    if (!packet.topic.startsWith('$')) stats.published(client?.id ?? null, packet.topic);
  });
  // Errors are events, never thrown in the loop: a client's broken stream is its own problem.
  broker.on('clientError', (client, error) => log(`[broker] client ${client.id}: ${error.message}`));
  broker.on('connectionError', (client, error) => log(`[broker] connection ${client.id}: ${error.message}`));

  const transports = await listenAll(broker, {
    host,
    wsPort: options.wsPort ?? 0,
    tcpPort: options.tcpPort ?? 0,
    stats:
      options.statsEndpoint === false
        ? undefined
        : (access) => (access === 'full' ? stats.snapshot() : countsOnly(stats.snapshot())),
    statsToken: options.statsToken,
  }).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    await engines?.close();
    await monitorThread?.close();
    throw error;
  });

  let closing: Promise<void> | undefined;
  return {
    wsUrl: `ws://${hostInUrl(host)}:${transports.wsPort}${wsPath}`,
    tcpUrl: `mqtt://${hostInUrl(host)}:${transports.tcpPort}`,
    wsPort: transports.wsPort,
    tcpPort: transports.tcpPort,
    stats: () => stats.snapshot(),
    close() {
      // aedes first (it says goodbye to every client and stops its timers), then the servers.
      closing ??= new Promise<void>((resolve) => broker.close(() => resolve()))
        .then(() => transports.close())
        .then(() => engines?.close())
        .then(() => monitorThread?.close());
      return closing;
    },
  };
}
