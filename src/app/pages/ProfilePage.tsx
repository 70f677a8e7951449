import { Outlet } from 'react-router';
import { ProfileTabs } from '../../components/ProfileTabs';

/** /profile/*: the tabs, with the current tab's page below them. */
export function ProfilePage() {
  return (
    <ProfileTabs>
      <Outlet />
    </ProfileTabs>
  );
}
