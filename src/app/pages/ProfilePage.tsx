import { ProfileInformation } from '../../components/ProfileInformation';
import { useSession } from '../session';

export function ProfilePage() {
  const { session, logout } = useSession();
  if (!session) return null; // RequireSession guards this route
  return (
    <>
      <title>Profile — Cravings</title>
      <h1>Profile</h1>
      <ProfileInformation user={session.user} onLogout={logout} />
    </>
  );
}
