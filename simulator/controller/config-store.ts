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

/** A record's key: the field its confTyp names (sid, aid, zid...). */
export const idOf = (typ: InventoryTyp, record: object): number => Number(Reflect.get(record, keyOf(typ)));

/** One confTyp's records by key, its next free key, and its list as last handed out. */
type Table<T extends InventoryTyp> = {
  records: Map<number, RecordOf<T>>;
  nextKey: number;
  /** Frozen, shared until the next change of this type; absent after one. */
  list?: readonly RecordOf<T>[];
};

export function createConfigStore(initial: Inventory): ConfigStore {
  // One table per confTyp, made here for every one of them: the adapter from a list of types to the
  // table typed per type that every method below reads without a cast.
  const tables = Object.fromEntries(
    inventoryTyps.map((typ) => [typ, { records: new Map(), nextKey: 1 }]),
  ) as { [T in InventoryTyp]: Table<T> };
  const tableOf = <T extends InventoryTyp>(typ: T): Table<T> => tables[typ];
  const load = <T extends InventoryTyp>(typ: T, records: readonly RecordOf<T>[]) => {
    const table = tableOf(typ);
    table.records = new Map();
    let max = 0;
    for (const record of records) {
      const id = idOf(typ, record);
      table.records.set(id, structuredClone(record));
      max = Math.max(max, id);
    }
    // Keys never go back: a record added before a restore keeps its key unused.
    table.nextKey = Math.max(max + 1, table.nextKey);
  };
  const loadFrom = <T extends InventoryTyp>(inventory: Inventory, typ: T) => load(typ, inventory[typ]);
  for (const typ of inventoryTyps) loadFrom(initial, typ);
  // Every change bumps the version and drops the changed type's cached list: the others keep their
  // identity, so what a reader derived from them (automation's lookups) stays valid. Automation
  // rewrites its output records on most ticks; each rewrite used to rebuild everything.
  let version = 0;
  const changed = <R>(result: R, ...typs: InventoryTyp[]): R => {
    version++;
    for (const typ of typs) tableOf(typ).list = undefined;
    return result;
  };
  const listOf = <T extends InventoryTyp>(typ: T): readonly RecordOf<T>[] => {
    const table = tableOf(typ);
    return (table.list ??= Object.freeze([...table.records.values()]));
  };

  return {
    list: listOf,
    get version() {
      return version;
    },
    get: (typ, key) => tableOf(typ).records.get(key),
    add<T extends InventoryTyp>(typ: T, fields: AnyRecord) {
      const table = tableOf(typ);
      const id = table.nextKey++;
      // An adapter at the store's edge: the caller has checked the fields against the confTyp's record
      // schema (controller/conf/crud.ts), and the key is the store's to give.
      const fresh: AnyRecord = { ...fields, [keyOf(typ)]: id };
      const record = fresh as RecordOf<T>;
      table.records.set(id, record);
      return changed(record, typ);
    },
    put(typ, record) {
      const table = tableOf(typ);
      const id = idOf(typ, record);
      if (!table.records.has(id)) return false;
      table.records.set(id, structuredClone(record));
      return changed(true, typ);
    },
    remove: (typ, key) => tableOf(typ).records.delete(key) && changed(true, typ),
    cap(typ, max) {
      const records = tableOf(typ).records;
      if (records.size <= max) return;
      for (const key of records.keys()) {
        if (records.size <= max) break;
        records.delete(key);
      }
      changed(undefined, typ);
    },
    restore(inventory, typs) {
      for (const typ of typs) loadFrom(inventory, typ);
      changed(undefined, ...typs);
    },
    snapshot() {
      // Every confTyp's records, as the tables above were made: an Inventory by construction.
      return Object.fromEntries(
        inventoryTyps.map((typ) => [typ, [...tableOf(typ).records.values()]]),
      ) as Inventory;
    },
  };
}
