/** A CPU profile's self time by function and by script (CDP Profiler's format), as a short table. */

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
};

const scriptOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || '(native)';

/** Self time (ms) per function and per script, the largest first, `count` of each. */
export function topSelfTime(profile: CpuProfile, count: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time is the delta to the next sample.
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]!);
    if (!node) continue;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    const fn = `${functionName || '(anonymous)'} ${scriptOf(url)}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    const script = url ? scriptOf(url) : functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  const total = (profile.endTime - profile.startTime) / 1000;
  return `  by script (of ${total.toFixed(0)} ms profiled):\n${top(byScript)}\n  by function:\n${top(byFunction)}`;
}
