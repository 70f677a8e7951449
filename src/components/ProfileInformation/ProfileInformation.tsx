import type { User } from '../../domain/types';
import { Button } from '../Button';
import { DescriptionList } from '../DescriptionList';

export interface ProfileInformationProps {
  user: User;
  onLogout: () => void;
}

/** The shopper's name and email, and the way out. */
export function ProfileInformation({ user, onLogout }: ProfileInformationProps) {
  return (
    <section aria-labelledby="profile-information-title">
      <h2 id="profile-information-title">Profile Information</h2>
      <DescriptionList>
        <dt>Name</dt>
        <dd>{`${user.firstName} ${user.lastName}`.trim()}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </DescriptionList>
      <Button variant="secondary" onClick={onLogout}>
        Logout
      </Button>
    </section>
  );
}
