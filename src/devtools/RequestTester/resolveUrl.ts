/** Long text cut for a message, so a 100 KB endpoint does not become a 100 KB alert. */
export const shorten = (text: string, max = 120): string =>
  text.length > max ? `${text.slice(0, max)}…` : text;

/** The endpoint as a whole URL, or an error that says it is none. */
export function resolveUrl(endpoint: string): URL {
  try {
    return new URL(endpoint, location.href);
  } catch {
    throw new Error(`"${shorten(endpoint)}" is not a valid URL.`);
  }
}
