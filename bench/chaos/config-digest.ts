/** A controller's configuration as one digest, and one per confTyp to name what differs. */
import { createHash } from 'node:crypto';
import { inventoryTyps } from '../../fixtures/inventory.ts';
import { confRecords } from '../../protocol/index.ts';
import type { Controller } from '../../simulator/index.ts';

/** What a grower configures (logs, alarms and outputs are the controller's own records). */
const editableTyps = inventoryTyps.filter((t) => !('readOnly' in confRecords[t]));

/** JSON with every object's keys in order: the digest of what a record says, not of how it was built. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
const hash = (value: unknown) => createHash('sha256').update(canonical(value)).digest('hex').slice(0, 16);

export type ConfigDigest = { digest: string; typs: Record<string, string> };

export function digestOf(controller: Controller): ConfigDigest {
  const inventory = controller.context.config.snapshot();
  const typs = Object.fromEntries(editableTyps.map((t) => [t, hash(inventory[t])]));
  return { digest: hash(typs), typs };
}

/** The confTyps whose records differ between two digests. */
export const differingTyps = (a: ConfigDigest, b: ConfigDigest): string[] =>
  editableTyps.filter((t) => a.typs[t] !== b.typs[t]);
