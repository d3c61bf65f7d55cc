/** The live suite against the embedded aedes broker (fixed credential for the app, sn + secret for the controller). */
import { startBroker, type RunningBroker } from '../../broker/index.ts';
import { defineLiveSuite } from './live-suite.ts';

const app = { username: 'gh-demo', password: 'demo-password-for-tests' };
const controllers = {
  verify: (sn: string, secret: string) =>
    sn === 'GH0001' && secret === 'controller-secret'
      ? { ok: true as const, base: 'farm/gh-1' }
      : { ok: false as const },
};

defineLiveSuite({
  name: 'aedes',
  async start() {
    const options = { auth: { mode: 'fixed' as const, ...app }, controllers, log: () => undefined };
    let broker: RunningBroker = await startBroker(options);
    const ports = { wsPort: broker.wsPort, tcpPort: broker.tcpPort };
    return {
      wsUrl: broker.wsUrl,
      tcpUrl: broker.tcpUrl,
      app,
      controller: { clientId: 'GH0001-test', username: 'GH0001', password: 'controller-secret' },
      stop: () => broker.close(),
      restart: async () => void (broker = await startBroker({ ...options, ...ports })),
      close: () => broker.close(),
      published: (topic) => broker.stats().messages.byTopic[topic] ?? 0,
      violations: () => broker.stats().violations.total,
    };
  },
});
