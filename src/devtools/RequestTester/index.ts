export { RequestTester } from './RequestTester';
export type { RequestTesterProps } from './RequestTester';
export type { ColorScheme } from './colorSchemes';
export { resolveUrl, shorten } from './resolveUrl';
