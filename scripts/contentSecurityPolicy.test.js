import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withContentSecurityPolicy } from './contentSecurityPolicy.js';

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
