import { ThemeMenu } from '../components/ThemeMenu';
import { chooseTheme, useThemeChoice } from './themeChoice';

// Loaded lazily by the layout (a default export for `lazy`): the control and its store stay out
// of every page's first paint. A prerendered page has its button in the HTML already; it works
// once this arrives, right after hydration.
export default function ThemeControl() {
  return <ThemeMenu choice={useThemeChoice()} onChoose={chooseTheme} />;
}
