import { describe, expect, it } from 'vitest';
import { fillTemplate } from './pageTemplate.js';

const TEMPLATE =
  '<html><head><title>Cravings</title></head><body><div id="root"></div></body></html>';

describe('a prerendered page in the template', () => {
  it("keeps a page's text as written, even with $& $` $' and $$ in it", () => {
    const body = "<p>Spice $& more $` and $' for $$100</p>";

    const page = fillTemplate(TEMPLATE, { head: '<meta name="x" content="$&">', body });

    expect(page).toBe(
      '<html><head><title>Cravings</title><meta name="x" content="$&"></head>' +
        `<body><div id="root">${body}</div></body></html>`,
    );
  });

  it("a page's own title replaces the default", () => {
    const page = fillTemplate(TEMPLATE, { head: '<title>Biryani</title>', body: '' });

    expect(page).toBe(
      '<html><head><title>Biryani</title></head><body><div id="root"></div></body></html>',
    );
  });
});
