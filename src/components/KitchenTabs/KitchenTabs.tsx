import { ClipboardList, UtensilsCrossed } from 'lucide-react';
import { PATHS } from '../../domain/paths';
import { Tab, TabList } from './KitchenTabs.styles';

const TABS = [
  { to: PATHS.kitchen, label: 'Orders', icon: <ClipboardList /> },
  { to: PATHS.kitchenMenu, label: 'Menu', icon: <UtensilsCrossed /> },
] as const;

/**
 * The kitchen's pages, as links (each is a URL, not the ARIA tabs pattern): the orders' board and
 * the menu (D42). The current one carries `aria-current="page"`.
 */
export function KitchenTabs() {
  return (
    <nav aria-label="Kitchen">
      <TabList>
        {TABS.map(({ to, label, icon }) => (
          <li key={to}>
            {/* `end`: the board's /kitchen is not current on /kitchen/menu. */}
            <Tab to={to} end>
              <span aria-hidden="true">{icon}</span>
              {label}
            </Tab>
          </li>
        ))}
      </TabList>
    </nav>
  );
}
