/**
 * The embedded broker for the fleet bench, in its own process as a deployment runs it (`npm run
 * broker`): controllers of the bench's seed farm log in with their derived secrets, the bench's
 * subscriber with a fixed credential. Prints one JSON line `{ tcpUrl }` once it listens.
 *   node --import tsx bench/fleet/aedes-broker.ts <seed> <username> <password>
 */
import { startBroker } from '../../broker/index.ts';
import { controllerSecret } from '../../fixtures/secrets.ts';

const [seedArg = '1', username = 'bench', password = ''] = process.argv.slice(2);
const seed = Number(seedArg);
// The sim CLI's farm for `--controllers N`: seed:<seed>, secrets salted as makeFarm does by default.
const farm = { seed, secretSalt: process.env.GH_SIM_SECRET_SALT || `gh-sim-${seed}` };
const snPattern = /^GH[0-9A-F]{6}-\d{3,5}$/;

const broker = await startBroker({
  tcpPort: 0,
  wsPort: 0,
  auth: { mode: 'fixed', username, password },
  controllers: {
    verify: (sn, secret) =>
      Promise.resolve(
        snPattern.test(sn) && secret === controllerSecret(farm, sn)
          ? { ok: true, base: `farm/${sn.toLowerCase()}` }
          : { ok: false },
      ),
  },
  statsEndpoint: false,
  monitorThread: true, // as broker/cli.ts runs it
  log: (line) => console.error(line),
});
console.log(JSON.stringify({ tcpUrl: broker.tcpUrl }));
const stop = () => void broker.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
