import styled from 'styled-components';
import type { User } from '../../domain/types';
import { Button } from '../Button';
import { theme } from '../theme';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0 0 ${theme.space.lg};

  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface ProfileInformationProps {
  user: User;
  onLogout: () => void;
}

/** The shopper's name and email, and the way out. */
export function ProfileInformation({ user, onLogout }: ProfileInformationProps) {
  return (
    <section aria-labelledby="profile-information-title">
      <h2 id="profile-information-title">Profile Information</h2>
      <Details>
        <dt>Name</dt>
        <dd>{`${user.firstName} ${user.lastName}`.trim()}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </Details>
      <Button variant="secondary" onClick={onLogout}>
        Logout
      </Button>
    </section>
  );
}
