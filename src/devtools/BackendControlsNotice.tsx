import { lazy, Suspense } from 'react';
import { useBackendControlsCookie } from './backendControlsWatch';

const LiveBanner = lazy(() =>
  import('./BackendControlsLiveBanner').then((module) => ({
    default: module.BackendControlsLiveBanner,
  })),
);

/**
 * The backend controls' banner (D26). The first paint holds only a look at a cookie; the banner
 * loads while a control is on, which is seldom. Off, it takes no room: nothing shifts.
 */
export function BackendControlsNotice() {
  const cookie = useBackendControlsCookie();
  return cookie === '' ? null : (
    <Suspense fallback={null}>
      <LiveBanner cookie={cookie} />
    </Suspense>
  );
}
