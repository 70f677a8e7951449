import { useState } from 'react';
import styled from 'styled-components';
import { BackendControls, type BackendControlsApi } from './BackendControls';
import { Checkbox } from '../components/Checkbox';
import { RequestTester } from './RequestTester';
import { notify } from '../components/Toaster';
import { DOCUMENTED_ROUTES } from '../domain/api/routeDocs';
import * as backendControls from './api/controls';
import { getOpenApi, resetDemoData as resetTheBackend } from './api/admin';
import { sendRequest } from './api/sendRequest';
import { whenBackendReady } from '../app/boot/backendStart';
import { watchBackendControls } from './backendControlsWatch';
import { useSession } from '../app/flows/session';
import { useLists } from '../app/flows/lists';
import { useRequestHistory } from './useRequestHistory';
import { theme } from '../components/theme';

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};

  & h1 {
    margin: 0;
  }

  & p {
    margin: ${theme.space.xxs} 0 0;
    color: ${theme.colors.textMuted};
  }
`;

/** Restores the seed, then reloads the storefront's lists (a signed-up shopper's ends the session). */
async function resetDemoData(reloadShopperLists: () => void): Promise<void> {
  try {
    await resetTheBackend();
    notify.success('Demo data restored.');
    reloadShopperLists();
  } catch {
    notify.error('The demo data could not be reset. Try again.');
  }
}

const backendControlsApi: BackendControlsApi = {
  load: backendControls.getControls,
  add: backendControls.addControl,
  turnOff: backendControls.turnOffControl,
  turnAllOff: backendControls.turnAllControlsOff,
  watch: watchBackendControls,
};

// Loaded lazily by the router (`lazy` reads `Component`), so the request tester and its JSON
// viewer stay out of the storefront's first paint.
export function Component() {
  const [dark, setDark] = useState(false);
  const { session } = useSession();
  const { reload } = useLists();
  const history = useRequestHistory();
  return (
    <>
      <title>Mockman — Cravings</title>
      <Intro>
        <div>
          <h1>Mockman</h1>
          <p>Send requests to the store&apos;s API and inspect the replies.</p>
        </div>
        <Checkbox label="Dark theme" checked={dark} onChange={() => setDark((on) => !on)} />
      </Intro>
      <RequestTester
        colorScheme={dark ? 'dark' : 'standard'}
        send={(request) => whenBackendReady().then(() => sendRequest(request))}
        routes={DOCUMENTED_ROUTES}
        token={session?.token}
        onResetDemoData={() => resetDemoData(reload)}
        loadOpenApi={getOpenApi}
        history={history.entries}
        onClearHistory={history.clear}
      />
      <BackendControls api={backendControlsApi} />
    </>
  );
}
