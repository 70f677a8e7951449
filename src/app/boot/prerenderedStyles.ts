import { __PRIVATE__, type ServerStyleSheet } from 'styled-components';

// A prerendered page's styles stay where the build wrote them (D36). styled-components would
// copy them into a style element of its own when its code loads and remove the build's: the
// browser then recalculates the style of the whole page (683 elements on /foodItems) while the
// page hydrates and the shopper taps.

/** The attribute that tells the build's style element from styled-components' own. */
const PRERENDERED = 'data-prerendered-styles';
/** The end of each of styled-components' rules in a style element it writes. */
const RULE_END = '/*!sc*/\n';
/** The rule styled-components writes after a component's rules: its id and its class names. */
const GROUP_MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\].*?"([^"]*)"/;

type Sheet = typeof __PRIVATE__.mainSheet;

/**
 * The page's style element, marked "active": styled-components takes an element so marked for
 * one of its own and leaves it alone, where it would otherwise copy its rules into a new element
 * and remove it when its code loads.
 */
export function prerenderedStyleTags(sheet: ServerStyleSheet): string {
  const tags = sheet.getStyleTags();
  const marked = tags.replace('data-styled="true"', `data-styled="active" ${PRERENDERED}`);
  if (tags && marked === tags) throw new Error("styled-components' style tag has a new form");
  return marked;
}

/**
 * Tells styled-components which class names the prerendered page's styles already hold, so that
 * hydration inserts none of them. The rules themselves move into styled-components' sheet only
 * when it is about to change (a style the page lacks, from another page's components), so that
 * it keeps every rule in its order.
 */
export function adoptPrerenderedStyles(
  sheet: Sheet = __PRIVATE__.mainSheet,
  element: Pick<Element, 'textContent' | 'remove'> | null = document.querySelector(
    `style[${PRERENDERED}]`,
  ),
): void {
  if (!element) return;
  const groups: { id: string; name: string; rules: string[] }[] = [];
  let rules: string[] = [];
  for (const part of (element.textContent ?? '').split(RULE_END)) {
    const text = part.trim();
    const [, id, names = ''] = GROUP_MARKER.exec(text) ?? [];
    if (!id) {
      if (text) rules.push(text);
      continue;
    }
    const classNames = names.split(',').filter(Boolean);
    for (const name of classNames) sheet.registerName(id, name);
    const [name] = classNames;
    if (name) groups.push({ id, name, rules });
    rules = [];
  }

  const insertRules = sheet.insertRules.bind(sheet);
  const clearRules = sheet.clearRules.bind(sheet);
  const moveRulesIntoSheet = () => {
    sheet.insertRules = insertRules;
    sheet.clearRules = clearRules;
    for (const { id, name, rules } of groups) sheet.insertRules(id, name, rules);
    element.remove();
  };
  sheet.insertRules = (...change) => {
    moveRulesIntoSheet();
    sheet.insertRules(...change);
  };
  sheet.clearRules = (...change) => {
    moveRulesIntoSheet();
    sheet.clearRules(...change);
  };
}
