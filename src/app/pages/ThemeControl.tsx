import { ThemeMenu } from '../../components/ThemeMenu';
import { chooseTheme, useThemeChoice } from '../flows/themeChoice';

// Loaded on demand by the layout (a default export for `lazy`): the control and its store stay
// out of every page's first paint. A prerendered page has its button in the HTML already, and
// loads this before it hydrates, so an early click on it is replayed like any other (D27).
export default function ThemeControl() {
  return <ThemeMenu choice={useThemeChoice()} onChoose={chooseTheme} />;
}
