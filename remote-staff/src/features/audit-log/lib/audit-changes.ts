/** One field a write changed: its path in the record (`settings.maxPartySize`), and its value before and after. */
export type FieldChange = { field: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The fields that differ between a record before and after a write, nested objects followed down to their leaves
 * (lists compared whole); the edit version, which every write raises, left out. A creation lists what was set, a
 * removal what there was.
 */
export function changedFields(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return shown(before) === shown(after) ? [] : [{ field: prefix, before: shown(before), after: shown(after) }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((key) => key !== 'version');
  return keys.flatMap((key) => changedFields(was[key], is[key], prefix ? `${prefix}.${key}` : key));
}
