/** The timeline report of a checked run: each step and expectation with its result and simulated time. */
import { localize, type Localized, type RunningScenario } from '../protocol/sim-world.ts';
import { formatTime } from './times.ts';

const mark = { past: 'ok  ', coming: '..  ', failed: 'FAIL', met: 'met ', missed: 'MISS', pending: '..  ' };

/** Takes a play's state as the world answers it (a play's own RunState is one). */
export function reportOf(state: RunningScenario, wallMs?: number): string {
  const en = (text: Localized | null | undefined) => localize(text, 'en');
  const lines = [`scenario ${state.name} (${formatTime(state.durationMs)} simulated)`];
  const events = [
    ...state.timeline.map((s) => ({
      at: s.at,
      text: `${mark[s.state]} ${s.do.padEnd(8)} ${en(s.title)}${s.note ? `: ${en(s.note)}` : ''}${s.error ? ` (${s.error})` : ''}`,
    })),
    ...state.expectations.map((e) => ({
      at: e.at ?? state.durationMs,
      text: `${mark[e.state]} expect   ${e.id}: ${en(e.title)}${e.detail ? ` (${en(e.detail)})` : ''}`,
    })),
  ].sort((a, b) => a.at - b.at);
  for (const e of events) lines.push(`  ${formatTime(e.at).padStart(8)}  ${e.text}`);
  const met = state.expectations.filter((e) => e.state === 'met').length;
  const failed = state.timeline.filter((s) => s.state === 'failed').length;
  lines.push(
    `  ${met}/${state.expectations.length} expectations met, ${failed} steps failed` +
      (wallMs === undefined ? '' : `, in ${(wallMs / 1000).toFixed(1)} s`),
  );
  return lines.join('\n');
}
