const pad = (value: number) => String(value).padStart(2, '0');

/** dd-mm-yyyy in the shopper's time zone, e.g. an order placed on 22 Nov 2026 → 22-11-2026. */
export function formatOrderDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** hh:mm on a 24-hour clock in the shopper's time zone, e.g. half past nine at night → 21:30. */
export function formatClockTime(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
