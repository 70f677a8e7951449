import { ProfileInformation } from '../../components/ProfileInformation';
import { useSession } from '../flows/session';

export function ProfileInformationPage() {
  const { session, logout } = useSession();
  if (!session) return null; // RequireSession guards this route
  return (
    <>
      <title>Profile — Cravings</title>
      <ProfileInformation user={session.user} onLogout={logout} />
    </>
  );
}
