/** The `edit` search parameter of a list screen: a record's positive whole key, 'new', or null (the list). */
export function editParam(value: string | null): number | 'new' | null {
  if (value === 'new') return 'new';
  if (value === null || !/^\d+$/.test(value)) return null;
  const key = Number(value);
  return key > 0 ? key : null;
}
