/**
 * `npm run bench:cluster`: what the broker cluster costs. One publisher and one subscriber,
 * QoS 0 and QoS 1, first on one in-memory broker, then across two members on one private
 * redis-server (every message crosses Redis). Prints messages per second for each. Noisy on a shared
 * machine: compare the two lines of one run, not runs of different days.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { messageExamples } from '../protocol/examples.ts';
import { appClientIdPrefix } from '../protocol/client-ids.ts';
import { startBroker, type RunningBroker } from '../broker/index.ts';
import { startRedisServer } from '../broker/redis-server.ts';

const count = Number(process.env.GH_BENCH_CLUSTER_MESSAGES ?? 20_000);
const auth = { mode: 'fixed' as const, username: 'bench', password: 'bench-only' };
// The app's side may only send requests (broker/acl.ts): system/conf, as the app sends it.
const topic = 'farm/bench/system/conf';
const payload = JSON.stringify(messageExamples['system/conf']);
let ids = 0;

const connect = (url: string): Promise<MqttClient> =>
  mqtt.connectAsync(url, {
    username: auth.username,
    password: auth.password,
    clientId: `${appClientIdPrefix(auth.username)}${++ids}`,
    reconnectPeriod: 0,
  });

/** Messages per second from a publisher on `from` to a subscriber on `to`, all `count` delivered. */
async function rate(from: RunningBroker, to: RunningBroker, qos: 0 | 1): Promise<number> {
  const subscriber = await connect(to.tcpUrl);
  await subscriber.subscribeAsync(topic, { qos });
  const publisher = await connect(from.tcpUrl);
  let seen = 0;
  const all = new Promise<void>((resolve) =>
    subscriber.on('message', () => {
      if (++seen === count) resolve();
    }),
  );
  const start = performance.now();
  for (let i = 0; i < count; i += 500) {
    const batch = Array.from({ length: Math.min(500, count - i) }, () =>
      publisher.publishAsync(topic, payload, { qos }),
    );
    await Promise.all(batch);
  }
  await all;
  const perSecond = count / ((performance.now() - start) / 1000);
  await Promise.all([publisher.endAsync(), subscriber.endAsync()]);
  return perSecond;
}

async function main(): Promise<void> {
  const quiet = { auth, log: () => undefined, statsEndpoint: false };
  const single = await startBroker(quiet);
  const memory = [await rate(single, single, 0), await rate(single, single, 1)];
  await single.close();
  const redis = await startRedisServer();
  const a = await startBroker({ ...quiet, cluster: { redisUrl: redis.url } });
  const b = await startBroker({ ...quiet, cluster: { redisUrl: redis.url } });
  const cluster = [await rate(a, b, 0), await rate(a, b, 1)];
  await Promise.all([a.close(), b.close()]);
  await redis.stop();
  const line = (name: string, [q0, q1]: number[]) =>
    console.log(
      `  ${name.padEnd(46)} QoS 0 ${q0!.toFixed(0).padStart(7)} msg/s   QoS 1 ${q1!.toFixed(0).padStart(7)} msg/s`,
    );
  console.log(`\nbroker cluster (${count} messages, 1 publisher, 1 subscriber, one process)`);
  line('one broker, in memory', memory);
  line('two members on one redis-server, across them', cluster);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
