/** Process helpers of the fleet bench: CPU time from /proc, file-descriptor limits, stopping a child. */
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far, or NaN when /proc cannot tell. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/** The shell's soft and hard limits on open files (children inherit the soft one). */
export function fdLimits(): { soft: number; hard: number } {
  const read = (flag: string) => {
    const out = execFileSync('sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();
    return out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out);
  };
  return { soft: read('-Sn'), hard: read('-Hn') };
}

/** Resolves once the child has exited: SIGTERM first, SIGKILL after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill(graceMs === 0 ? 'SIGKILL' : 'SIGTERM');
  });
}

/** Lines of a child's stream, one callback per complete line. */
export function onLines(stream: NodeJS.ReadableStream | null, each: (line: string) => void): void {
  let rest = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) each(line);
  });
}
