import type { ReactNode } from 'react';
import { ListHeading } from '../ListScreen';
import { Tab, TabList } from './ProfileTabs.styles';
import { PATHS } from '../../domain/paths';

export interface ProfileTabsProps {
  /** The current tab's content (in the app, the router's `<Outlet />`). */
  children: ReactNode;
}

const TABS = [
  { to: PATHS.profileInformation, label: 'Profile Information' },
  { to: PATHS.addresses, label: 'Addresses' },
  { to: PATHS.orderHistory, label: 'Order History' },
] as const;

/**
 * The profile (/profile/*): its sections as real links, since each is a URL (not the ARIA tabs
 * pattern). The current one carries `aria-current="page"`; its screen follows the links.
 */
export function ProfileTabs({ children }: ProfileTabsProps) {
  return (
    <>
      <ListHeading>Profile</ListHeading>
      <nav aria-label="Profile sections">
        <TabList as="ul">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <Tab to={tab.to}>{tab.label}</Tab>
            </li>
          ))}
        </TabList>
      </nav>
      {/* No region of its own: each tab's screen is already a region named like its tab. */}
      {children}
    </>
  );
}
