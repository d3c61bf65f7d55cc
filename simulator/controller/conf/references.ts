/** Reference checks for add/update: a record may only point at records that exist (else code 2). */
import type { InventoryTyp } from '../../../fixtures/inventory.ts';
import type { ControllerContext } from '../context.ts';

/** Field name -> the confTyp it refers to. A record's own key is never checked. */
const refs: Record<string, InventoryTyp> = {
  zid: 'zone',
  zoneIds: 'zone',
  aid: 'actuator',
  aids: 'actuator',
  interlocks: 'actuator',
  sid: 'sensor',
  sids: 'sensor',
  valveIds: 'valve',
  recipeId: 'fertRecipe',
  stid: 'strategy',
  strategyIds: 'strategy',
  ecSid: 'sensor',
  phSid: 'sensor',
  flowSid: 'sensor',
  fallbackSid: 'sensor',
};

const ownKey: Partial<Record<InventoryTyp, string>> = { actuator: 'aid', sensor: 'sid', strategy: 'stid' };

/** A message naming the first reference to a missing record, or undefined. */
export function brokenReference(
  ctx: ControllerContext,
  typ: InventoryTyp,
  record: Record<string, unknown>,
): string | undefined {
  for (const [field, target] of Object.entries(refs)) {
    if (ownKey[typ] === field || !(field in record)) continue;
    const value = record[field];
    const ids = Array.isArray(value) ? value : [value];
    for (const id of ids) {
      if (typeof id !== 'number') continue;
      if (!ctx.config.get(target, id)) return `${field}: ${target} ${id} does not exist`;
    }
  }
  return undefined;
}
