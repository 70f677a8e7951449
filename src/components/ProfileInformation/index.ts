export { ProfileInformation, type ProfileInformationProps } from './ProfileInformation';
