/** A timestamp in the spec's format, YYYY-MM-DDTHH:mm:ssZ (UTC, no milliseconds). */
export function timestamp(date: Date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
