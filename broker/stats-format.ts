/** Human-readable stats for the console: one summary line, or the full report of `--stats`. */
import type { BrokerStats } from './types.ts';

export function summaryLine(stats: BrokerStats): string {
  const { clients, messages, violations, denied } = stats;
  return (
    `[broker] ${clients.connected} clients (${clients.byKind.app} app, ${clients.byKind.fixed} fixed, ` +
    `${clients.byKind.controller} controllers), ${messages.perSecond.toFixed(1)} msg/s, ` +
    `${messages.received} messages, ${violations.total} violations (${violations.dropped} dropped), ` +
    `denied ${denied.auth} connects / ${denied.subscribe} subscribes / ${denied.publish} publishes`
  );
}

export function report(stats: BrokerStats): string {
  const lines = [summaryLine(stats), `  up ${stats.uptimeS} s since ${stats.startedAt}`, '  clients:'];
  for (const c of stats.clients.list) {
    lines.push(
      `    ${c.id}  ${c.kind} ${c.who}  since ${c.connectedAt}  ${c.published} published, ${c.violations} violations`,
    );
  }
  const topics = Object.entries(stats.messages.byTopic).sort((a, b) => b[1] - a[1]);
  lines.push('  busiest topics:');
  for (const [topic, count] of topics.slice(0, 15)) lines.push(`    ${count}\t${topic}`);
  lines.push('  contract violations:');
  for (const [client, perTopic] of Object.entries(stats.violations.byClient)) {
    for (const [topic, v] of Object.entries(perTopic)) {
      lines.push(`    ${client}  ${topic}  x${v.count}  last: ${v.lastReason}`);
    }
  }
  return lines.join('\n');
}
