/** The controller's configuration: records per confTyp, keyed by their id, in insertion order. */
import { confRecords } from '../../protocol/index.ts';
import { inventoryTyps, type Inventory, type InventoryTyp, type RecordOf } from '../../fixtures/inventory.ts';

type AnyRecord = Record<string, unknown>;

export type ConfigStore = {
  /**
   * The records of `typ` in insertion order: one frozen array per change of that type, shared by
   * every caller until the next (a fleet reads it several times per controller and second).
   */
  list<T extends InventoryTyp>(typ: T): readonly RecordOf<T>[];
  /**
   * Counts changes of any type: a caller may cache what it derives under this number, or, for one
   * type, under the identity of its list.
   */
  readonly version: number;
  get<T extends InventoryTyp>(typ: T, key: number): RecordOf<T> | undefined;
  /** Stores a new record under the next free key and returns it. */
  add<T extends InventoryTyp>(typ: T, fields: AnyRecord): RecordOf<T>;
  /** Replaces an existing record (its key inside); false when there is none. */
  put<T extends InventoryTyp>(typ: T, record: RecordOf<T>): boolean;
  remove(typ: InventoryTyp, key: number): boolean;
  /** Drops the oldest records of `typ` beyond `max` (logs and alarms are capped). */
  cap(typ: InventoryTyp, max: number): void;
  snapshot(): Inventory;
  /** Replaces the records of `typs` by those of `inventory`, under their own keys (a test's known start). */
  restore(inventory: Inventory, typs: readonly InventoryTyp[]): void;
};

export const keyOf = (typ: InventoryTyp): string => confRecords[typ].key;

export function createConfigStore(initial: Inventory): ConfigStore {
  const tables = new Map<InventoryTyp, Map<number, AnyRecord>>();
  const nextKey = new Map<InventoryTyp, number>();
  const load = (typ: InventoryTyp, records: readonly AnyRecord[]) => {
    const key = keyOf(typ);
    const table = new Map<number, AnyRecord>();
    let max = 0;
    for (const record of records) {
      const id = Number(record[key]);
      table.set(id, structuredClone(record));
      max = Math.max(max, id);
    }
    tables.set(typ, table);
    // Keys never go back: a record added before a restore keeps its key unused.
    nextKey.set(typ, Math.max(max + 1, nextKey.get(typ) ?? 1));
  };
  for (const typ of inventoryTyps) load(typ, initial[typ] as AnyRecord[]);
  const table = (typ: InventoryTyp) => tables.get(typ) as Map<number, AnyRecord>;
  // Every change bumps the version and drops the changed type's cached list: the others keep their
  // identity, so what a reader derived from them (automation's lookups) stays valid. Automation
  // rewrites its output records on most ticks; each rewrite used to rebuild everything.
  let version = 0;
  const lists = new Map<InventoryTyp, readonly AnyRecord[]>();
  const changed = <R>(result: R, ...typs: InventoryTyp[]): R => {
    version++;
    for (const typ of typs) lists.delete(typ);
    return result;
  };
  const listOf = (typ: InventoryTyp) => {
    let list = lists.get(typ);
    if (!list) lists.set(typ, (list = Object.freeze([...table(typ).values()])));
    return list;
  };

  return {
    list: <T extends InventoryTyp>(typ: T) => listOf(typ) as readonly RecordOf<T>[],
    get version() {
      return version;
    },
    get: <T extends InventoryTyp>(typ: T, key: number) => table(typ).get(key) as RecordOf<T> | undefined,
    add<T extends InventoryTyp>(typ: T, fields: AnyRecord) {
      const id = nextKey.get(typ) ?? 1;
      nextKey.set(typ, id + 1);
      const record = { ...fields, [keyOf(typ)]: id };
      table(typ).set(id, record);
      return changed(record as RecordOf<T>, typ);
    },
    put(typ, record) {
      const id = Number((record as AnyRecord)[keyOf(typ)]);
      if (!table(typ).has(id)) return false;
      table(typ).set(id, structuredClone(record as AnyRecord));
      return changed(true, typ);
    },
    remove: (typ, key) => table(typ).delete(key) && changed(true, typ),
    cap(typ, max) {
      const t = table(typ);
      if (t.size <= max) return;
      for (const key of t.keys()) {
        if (t.size <= max) break;
        t.delete(key);
      }
      changed(undefined, typ);
    },
    restore(inventory, typs) {
      for (const typ of typs) load(typ, inventory[typ] as AnyRecord[]);
      changed(undefined, ...typs);
    },
    snapshot() {
      return Object.fromEntries(
        inventoryTyps.map((typ) => [typ, [...table(typ).values()]]),
      ) as unknown as Inventory;
    },
  };
}
