export { ProfileTabs, type ProfileTabsProps } from './ProfileTabs';
