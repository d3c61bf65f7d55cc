/** The chaos soak's closing table: what was injected, what held, and every violation. */
import type { ChaosResult } from './result.ts';

const mb = (bytes: number) => (bytes > 0 ? `${(bytes / 1_048_576).toFixed(1)} MB` : 'n/a');
const growth = (first: number, last: number) =>
  first > 0 ? `${(((last - first) / first) * 100).toFixed(1)} %` : 'n/a';

export function chaosTable(r: ChaosResult): string {
  const rows: [string, string][] = [
    ['seed', String(r.seed)],
    ['world', `${r.controllers} controllers, ${r.clients} app clients, ${r.hours} simulated h`],
    ['wall time', `${r.wallS.toFixed(0)} s (x${Math.round((r.hours * 3_600) / r.wallS)})`],
    ...Object.entries(r.faults).map(([kind, n]): [string, string] => [`faults: ${kind}`, String(n)]),
    [
      'requests sent / applied / refused',
      `${r.requests.sent} / ${r.requests.applied} / ${r.requests.refused}`,
    ],
    [
      'alarms raised / deliveries due / delivered',
      `${r.alarms.raised} / ${r.alarms.expected} / ${r.alarms.delivered}`,
    ],
    ['reboots (power cuts)', String(r.reboots)],
    ['growers logged in again', String(r.relogins)],
    ['backfilled hours', r.backfilledHours.toFixed(1)],
    [
      'app heap first h / last',
      `${mb(r.memory.appFirst)} / ${mb(r.memory.appLast)} (${growth(r.memory.appFirst, r.memory.appLast)})`,
    ],
    [
      'broker heap first h / last',
      `${mb(r.memory.brokerFirst)} / ${mb(r.memory.brokerLast)} (${growth(r.memory.brokerFirst, r.memory.brokerLast)})`,
    ],
    ['process warnings', String(r.warnings.length)],
    ['crashes', String(r.crashes)],
    ['violations', String(r.violations.length)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`);
  for (const v of r.violations)
    lines.push(`  ! ${new Date(v.at).toISOString()} seed ${r.seed}: ${v.rule}: ${v.detail}`);
  for (const w of r.warnings) lines.push(`  warning: ${w}`);
  return `\nchaos soak\n${lines.join('\n')}`;
}
