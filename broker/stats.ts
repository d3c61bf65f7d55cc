/** Counters behind `npm run broker -- --stats` and GET /stats: clients, message rates, violations. */
import { whoIs } from './acl.ts';
import type { BrokerStats, ClientStat, Identity, IdentityKind, ViolationStat } from './types.ts';

/** Per-second buckets kept for the message rate. */
const rateWindowS = 10;
/** Distinct topics counted one by one; past this, the rest share one bucket so memory stays bounded. */
const maxTopics = 10_000;
const otherTopics = '(other topics)';

export type StatsCollector = ReturnType<typeof createStats>;

export function createStats(now: () => number) {
  const startedAt = now();
  const clients = new Map<string, ClientStat>();
  const byTopic = new Map<string, number>();
  const byClient = new Map<string, Map<string, ViolationStat>>();
  const buckets = new Map<number, number>();
  const denied = { auth: 0, subscribe: 0, publish: 0 };
  let total = 0;
  let received = 0;
  let violations = 0;
  let dropped = 0;

  function countRate(): void {
    const second = Math.floor(now() / 1000);
    buckets.set(second, (buckets.get(second) ?? 0) + 1);
    for (const key of buckets.keys()) if (key <= second - rateWindowS) buckets.delete(key);
  }

  return {
    connected(id: string, who: Identity): void {
      total++;
      const at = new Date(now()).toISOString();
      clients.set(id, { id, kind: who.kind, who: whoIs(who), connectedAt: at, published: 0, violations: 0 });
    },
    disconnected(id: string): void {
      clients.delete(id);
    },
    published(id: string | null, topic: string): void {
      received++;
      countRate();
      const key = byTopic.has(topic) || byTopic.size < maxTopics ? topic : otherTopics;
      byTopic.set(key, (byTopic.get(key) ?? 0) + 1);
      const client = id === null ? undefined : clients.get(id);
      if (client) client.published++;
    },
    denied(what: keyof typeof denied): void {
      denied[what]++;
    },
    /** Counts a contract violation; returns how many this client has made on this topic. */
    violation(id: string, topic: string, reason: string, wasDropped: boolean): number {
      violations++;
      if (wasDropped) dropped++;
      const perTopic = byClient.get(id) ?? new Map<string, ViolationStat>();
      byClient.set(id, perTopic);
      const entry = perTopic.get(topic) ?? { count: 0, lastReason: reason };
      entry.count++;
      entry.lastReason = reason;
      perTopic.set(topic, entry);
      const client = clients.get(id);
      if (client) client.violations++;
      return entry.count;
    },
    snapshot(): BrokerStats {
      const second = Math.floor(now() / 1000);
      let recent = 0;
      for (const [key, count] of buckets) if (key > second - rateWindowS && key < second) recent += count;
      const list = [...clients.values()].map((c) => ({ ...c }));
      const byKind: Record<IdentityKind, number> = { fixed: 0, app: 0, controller: 0 };
      for (const c of list) byKind[c.kind]++;
      return {
        startedAt: new Date(startedAt).toISOString(),
        uptimeS: Math.round((now() - startedAt) / 1000),
        clients: { connected: list.length, total, byKind, list },
        // The current second is still filling, so the rate averages the completed ones.
        messages: { received, perSecond: recent / (rateWindowS - 1), byTopic: Object.fromEntries(byTopic) },
        denied: { ...denied },
        violations: {
          total: violations,
          dropped,
          byClient: Object.fromEntries(
            [...byClient].map(([id, perTopic]) => [
              id,
              Object.fromEntries([...perTopic].map(([t, v]) => [t, { ...v }])),
            ]),
          ),
        },
      };
    },
  };
}
