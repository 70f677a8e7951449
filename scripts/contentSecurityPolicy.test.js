import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headerPolicyFor, withContentSecurityPolicy } from './contentSecurityPolicy.js';

const hash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const policyOf = (html) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(html)?.[1] ?? '';

describe("a built page's Content-Security-Policy", () => {
  const theme = "document.documentElement.dataset.theme = 'dark';";
  const loader = "import('/assets/index.js');";
  const html = `<html><head><meta charset="UTF-8" /><script>${theme}</script></head><body>
<script type="application/json" id="catalog-data">{"products":[]}</script>
<script type="module" src="/assets/index.js"></script><script type="module">${loader}</script>
</body></html>`;

  it('allows the inline scripts that run by their hashes, and nothing else inline', () => {
    const scriptSrc = policyOf(withContentSecurityPolicy(html))
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));

    expect(scriptSrc).toBe(
      `script-src 'self' ${hash(theme)} ${hash(loader)} https://checkout.razorpay.com`,
    );
  });

  it('comes right after the charset, before any script, and forbids plugins and other bases', () => {
    const page = withContentSecurityPolicy(html);

    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<script'));
    expect(policyOf(page)).toContain("object-src 'none'");
    expect(policyOf(page)).toContain("base-uri 'self'");
  });
});

describe('the Content-Security-Policy header', () => {
  it('lets Storybook frame its own pages under /storybook/ (D48), and no one frame the store', () => {
    const frameAncestors = (path) => /frame-ancestors ([^;]+)/.exec(headerPolicyFor(path))?.[1];

    expect(['/storybook', '/storybook/', '/storybook/iframe.html'].map(frameAncestors)).toEqual([
      "'self'",
      "'self'",
      "'self'",
    ]);
    expect(
      ['/', '/cart', '/storybook.html', '/storybooks/', '/api/products'].map(frameAncestors),
    ).toEqual(["'none'", "'none'", "'none'", "'none'", "'none'"]);
  });
});
