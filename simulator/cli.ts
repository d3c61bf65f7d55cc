/** `npm run sim`: run controllers, or record and replay traces (see cli/args.ts for the flags). */
import { parseCli, usage } from './cli/args.ts';
import { recordCli, replayCli } from './cli/record-replay.ts';
import { runSimulatorCli } from './cli/run.ts';

const log = (line: string) => console.log(line);

async function main(): Promise<number | undefined> {
  const args = parseCli(process.argv.slice(2), process.env);
  switch (args.command) {
    case 'help':
      console.log(usage);
      return 0;
    case 'record':
      await recordCli(args, log);
      return 0;
    case 'replay':
      return (await replayCli(args, log)) ? 0 : 1;
    case 'run': {
      const running = await runSimulatorCli(args, log);
      const shutdown = (signal: string) => {
        log(`[sim] ${signal}: stopping`);
        void running.stop().then(() => process.exit(0));
      };
      process.once('SIGINT', () => shutdown('SIGINT'));
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      return undefined; // keeps running
    }
  }
}

main().then(
  (code) => {
    if (code !== undefined) process.exit(code);
  },
  (error: unknown) => {
    console.error(`[sim] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
