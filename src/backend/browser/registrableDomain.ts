/**
 * Stands in for `tldts` (the public-suffix list, about 70 KB gzip) in every build: MSW's cookie
 * jar asks it for a cookie's registrable domain, and this backend sets no cookies. Without a
 * list, the last two labels of a host name are taken as its registrable domain.
 */
export function getDomain(hostname: string): string | null {
  const labels = hostname.replace(/\.$/, '').split('.');
  return labels.length > 0 && labels.every(Boolean) ? labels.slice(-2).join('.') : null;
}
