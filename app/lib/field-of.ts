/** A field of a value of unknown shape (a report's key, a record's id), or undefined: no cast needed. */
export function fieldOf(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  const field: unknown = Object.getOwnPropertyDescriptor(value, key)?.value;
  return field;
}
