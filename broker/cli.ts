/**
 * `npm run broker`: the embedded broker on its own, fixed-credential mode (as the production broker).
 * `npm run broker -- --stats` asks a running broker for its stats instead. See cli-config.ts.
 */
import { sameSecret } from './auth.ts';
import { startBroker } from './index.ts';
import { readCliConfig, usage, type CliConfig } from './cli-config.ts';
import { serveCluster } from './cluster.ts';
import { report, summaryLine } from './stats-format.ts';
import type { BrokerStats, ControllerAuth } from './types.ts';

async function printStats(config: CliConfig): Promise<void> {
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.wsPort}/stats`;
  const headers: Record<string, string> = config.statsToken
    ? { authorization: `Bearer ${config.statsToken}` }
    : {};
  const response = await fetch(url, { headers }).catch((error: unknown) => {
    throw new Error(
      `no broker answers at ${url} (${error instanceof Error ? error.message : String(error)})`,
    );
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  console.log(report((await response.json()) as BrokerStats));
}

async function serve(config: CliConfig): Promise<void> {
  const broker = await startBroker({
    host: config.host,
    wsPort: config.wsPort,
    tcpPort: config.tcpPort,
    strict: config.strict,
    // A deployment checks the contract in its own thread, after delivery (broker/monitor-thread.ts).
    monitorThread: true,
    monitorChecksPerSecond: config.monitorRate,
    statsToken: config.statsToken,
    auth: { mode: 'fixed', username: config.username, password: config.password, bases: config.fixedBases },
    controllers: controllerAuth(config),
    cluster: config.redisUrl ? { redisUrl: config.redisUrl } : undefined,
  });
  if (config.redisUrl) console.log(`[broker] cluster member on ${config.redisUrl} (pid ${process.pid})`);
  if (config.controller) {
    const { sn, base, secret, generatedSecret } = config.controller;
    console.log(
      `[broker] controller ${sn} may connect (client id ${sn} or ${sn}-…) and report under ${base}/` +
        (config.strict
          ? '; contract violations are logged and dropped'
          : '; add --strict to drop violations'),
    );
    if (generatedSecret)
      console.log(`[broker] its password for this run: ${secret} (GH_BROKER_CONTROLLER_SECRET)`);
  }
  console.log(
    config.fixedBases.length > 0
      ? `[broker] the fixed credential may use ${config.fixedBases.join(', ')}`
      : '[broker] the fixed credential may use no base: set GH_BROKER_FIXED_BASES',
  );
  console.log(`[broker] MQTT over WebSocket at ${broker.wsUrl}, over TCP at ${broker.tcpUrl}`);
  console.log(
    `[broker] stats at http://${config.host}:${broker.wsPort}/stats (or npm run broker -- --stats)`,
  );
  if (config.generatedPassword) {
    console.log(
      `[broker] fixed credential for this run: username ${config.username}, password ${config.password}`,
    );
    console.log(
      '[broker] (set GH_BROKER_USERNAME/GH_BROKER_PASSWORD to choose it; the app reads VITE_MQTT_*)',
    );
  }
  const timer =
    config.statsEveryS > 0
      ? setInterval(() => console.log(summaryLine(broker.stats())), config.statsEveryS * 1000)
      : null;
  const stop = () => {
    if (timer) clearInterval(timer);
    broker.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[broker] did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The one controller of `--controller`, checked by sn and secret (constant time). */
function controllerAuth(config: CliConfig): ControllerAuth | undefined {
  const controller = config.controller;
  if (!controller) return undefined;
  return {
    verify: (sn, secret) =>
      Promise.resolve(
        sn === controller.sn && sameSecret(secret, controller.secret)
          ? { ok: true, base: controller.base }
          : { ok: false },
      ),
  };
}

async function main(): Promise<void> {
  const config = readCliConfig(process.argv.slice(2), process.env);
  if (config.help) return console.log(usage);
  if (config.queryStats) return printStats(config);
  await (config.cluster > 0 ? serveCluster(config) : serve(config));
}

main().catch((error: unknown) => {
  console.error(`[broker] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
