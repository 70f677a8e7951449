const TITLE = /<title>.*?<\/title>/;

/**
 * index.html with a prerendered page's head and markup; a page with a title of its own drops the
 * default. The page's text goes in through functions: a string replacement would expand a `$&`
 * or `$'` in it (a dish's description, say).
 */
export const fillTemplate = (template, { head, body }) =>
  (TITLE.test(head) ? template.replace(TITLE, '') : template)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
