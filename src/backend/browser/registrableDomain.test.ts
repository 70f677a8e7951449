import { describe, expect, it } from 'vitest';
import { getDomain } from './registrableDomain';

describe('getDomain (the stand-in for the public-suffix list)', () => {
  it.each([
    ['localhost', 'localhost'],
    ['shop.example.com', 'example.com'],
    ['example.com.', 'example.com'],
  ])('%s → %s', (hostname, domain) => expect(getDomain(hostname)).toBe(domain));

  it('a malformed host name has no domain', () => {
    expect(getDomain('')).toBeNull();
    expect(getDomain('a..b')).toBeNull();
  });
});
