/** "N item(s)": how a badge count is spoken after the label by default. */
export const formatItemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The accessible name of an icon control with a count badge: the label alone at 0,
 * `"<label>, <formatCount(count)>"` above it. Returns the whole count shown on the badge too.
 */
export function countName(
  label: string,
  badgeCount: number | undefined,
  formatCount: (count: number) => string = formatItemCount,
): { name: string; count: number } {
  const count = badgeCount && badgeCount > 0 ? Math.floor(badgeCount) : 0;
  return { name: count > 0 ? `${label}, ${formatCount(count)}` : label, count };
}
