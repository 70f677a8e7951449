/** Whether the value is a plain object (not null, not a list): JSON's `{…}`. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
