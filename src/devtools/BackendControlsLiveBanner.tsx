import { useMemo } from 'react';
import { BackendControlsBanner } from './BackendControlsBanner';
import { notify } from '../components/Toaster';
import { decodeControls } from '../domain/backendControls';
import { turnAllControlsOff } from './api/controls';

async function turnAllOff(): Promise<void> {
  try {
    await turnAllControlsOff();
  } catch {
    notify.error('The backend controls could not be turned off. Try again.');
  }
}

/** The banner for the controls in the cookie; it goes when the backend has turned them off. */
export function BackendControlsLiveBanner({ cookie }: { cookie: string }) {
  const controls = useMemo(() => decodeControls(cookie), [cookie]);
  return controls.length === 0 ? null : (
    <BackendControlsBanner controls={controls} onTurnAllOff={turnAllOff} />
  );
}
