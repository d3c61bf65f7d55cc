/** The live suite against Debian's mosquitto: the app depends on MQTT, not on aedes. */
import { startMosquitto, type RunningMosquitto } from '../support/mosquitto.ts';
import { defineLiveSuite } from './live-suite.ts';

defineLiveSuite({
  name: 'mosquitto',
  async start() {
    let broker: RunningMosquitto = await startMosquitto();
    const ports = { wsPort: broker.wsPort, tcpPort: broker.tcpPort };
    return {
      wsUrl: broker.wsUrl,
      tcpUrl: broker.tcpUrl,
      // Anonymous broker: any credential is accepted; the app still sends one, as in production.
      app: { username: 'gh-demo', password: 'any' },
      // MQTT 3.1.1 allows longer ids, but mosquitto is strict: keep it within 23 characters.
      controller: { clientId: 'GH0001-test' },
      stop: () => broker.stop(),
      restart: async () => void (broker = await startMosquitto(ports)),
      close: () => broker.stop(),
    };
  },
});
