import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { adoptPrerenderedStyles, prerenderedStyleTags } from './prerenderedStyles';

const Base = styled.p`
  color: red;
`;
const Extended = styled(Base)`
  color: blue;
`;
const OnAnotherPage = styled.span`
  color: green;
`;

/** The page as the build writes it: Extended's markup and style element. */
function prerenderPage() {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<Extended />));
    return prerenderedStyleTags(sheet);
  } finally {
    sheet.seal();
  }
}

/**
 * The page's style element in the browser, and a sheet in the place of styled-components' own
 * (a server's, which prints what it holds).
 */
function loadPage() {
  const tags = prerenderPage();
  const element = { textContent: tags.replace(/^<style[^>]*>|<\/style>$/g, ''), remove: vi.fn() };
  const sheet = new ServerStyleSheet();
  adoptPrerenderedStyles(sheet.instance, element);
  const render = (ui: React.ReactNode) => renderToString(sheet.collectStyles(ui));
  return { tags, element, render, css: () => sheet.getStyleTags() };
}

describe('prerendered styles', () => {
  it('are written as the element styled-components takes for its own', () => {
    expect(loadPage().tags).toMatch(/^<style data-styled="active" data-prerendered-styles /);
  });

  it('stay where they are while the page hydrates: nothing is inserted again', () => {
    const { element, render, css } = loadPage();
    render(<Extended />);
    expect(css()).toBe('');
    expect(element.remove).not.toHaveBeenCalled();
  });

  it('move into the sheet, in their order, before the first style the page lacks', () => {
    const { element, render, css } = loadPage();
    render(<OnAnotherPage />);
    const colors = css().match(/color:\w+/g);
    expect(colors).toEqual(['color:red', 'color:blue', 'color:green']);
    expect(element.remove).toHaveBeenCalledOnce();
  });
});
