import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { KitchenTabs } from '../../components/KitchenTabs';
import { MenuEditor, type MenuEditorApi } from '../../components/MenuEditor';
import { Stack } from '../../components/Stack';
import { PATHS } from '../../domain/paths';
import { addDish, changeDish, getKitchenMenu } from '../api/kitchen';
import {
  guardedKitchenCall,
  kitchenSessionEnded,
  signOutOfKitchen,
  useKitchenSession,
  type KitchenSession,
} from '../flows/kitchenSession';
import { KitchenFrame } from './KitchenFrame';

/** /kitchen/menu: the menu (D42), for a signed-in staff member; anyone else signs in first. */
export function KitchenMenuPage() {
  const session = useKitchenSession();
  const { pathname } = useLocation();
  if (!session) return <Navigate to={PATHS.kitchenLogin} replace state={{ from: pathname }} />;
  return <Menu session={session} />;
}

/** The menu's calls with the staff member's token; a token the backend refuses ends the session. */
function useMenuApi(token: string): MenuEditorApi {
  return useMemo(() => {
    return {
      loadMenu: () => guardedKitchenCall(() => getKitchenMenu(token)),
      addDish: (dish) => guardedKitchenCall(() => addDish(token, dish)),
      changeDish: (productId, change) =>
        guardedKitchenCall(() => changeDish(token, productId, change)),
    };
  }, [token]);
}

function Menu({ session }: { session: KitchenSession }) {
  const api = useMenuApi(session.token);
  return (
    <KitchenFrame id="main">
      <Stack $gap="lg">
        <KitchenTabs />
        <MenuEditor
          api={api}
          onSessionEnded={kitchenSessionEnded}
          onSignOut={signOutOfKitchen}
          staffName={session.staff.firstName}
        />
      </Stack>
    </KitchenFrame>
  );
}
