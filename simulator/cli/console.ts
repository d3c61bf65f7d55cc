/** Run-time commands typed on stdin while `npm run sim` runs: faults on/off, status, reboot, advance. */
import readline from 'node:readline';
import type { ControlTarget } from '../world-control.ts';
import { parseFaultSpec } from './fault-spec.ts';

export async function runCommand(target: ControlTarget, line: string): Promise<unknown> {
  const [word, ...rest] = line.trim().split(/\s+/);
  switch (word) {
    case undefined:
    case '':
      return undefined;
    case 'status':
      return target.status();
    case 'faults':
      return target.faults({ op: 'list' });
    case 'fault': {
      const [op, spec] = rest;
      if (op === 'clear') return target.faults(spec ? { op: 'clear', kind: spec } : { op: 'clear' });
      if (op !== 'set' || !spec) return { error: 'fault set SPEC | fault clear [kind]' };
      const command = parseFaultSpec(spec);
      return 'error' in command ? command : target.faults(command);
    }
    case 'reboot':
      return (await target.reboot(rest[0] ?? '')) ? { rebooting: rest[0] } : { error: 'no such controller' };
    case 'advance': {
      const ms = Number(rest[0]);
      if (!(ms >= 0)) return { error: 'advance MS' };
      return (await target.advance(ms)) ?? { error: 'the clock is not stepped' };
    }
    default:
      return { error: `unknown command ${word}` };
  }
}

/** Reads commands from stdin until it closes or `quit`; prints each answer as one JSON line. */
export function attachConsole(target: ControlTarget, onQuit: () => void): () => void {
  if (!process.stdin.readable) return () => undefined;
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  rl.on('line', (line) => {
    if (line.trim() === 'quit') return onQuit();
    void Promise.resolve(runCommand(target, line)).then((answer) => {
      if (answer !== undefined) console.log(`[sim] ${JSON.stringify(answer)}`);
    });
  });
  return () => rl.close();
}
