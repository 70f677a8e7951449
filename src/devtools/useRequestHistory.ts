import { useEffect, useState, useSyncExternalStore } from 'react';
import type { HistoryEntry } from '../domain/requestHistory';
import type { RequestHistory } from '../backend/browser/requestHistory';
import { whenRequestHistoryReady } from '../app/boot/backendStart';

const NO_ENTRIES: readonly HistoryEntry[] = [];
const noEntries = () => NO_ENTRIES;
const subscribeToNothing = () => () => {};

/** History for the request tester: this tab's API calls, newest first, and a way to clear them. */
export function useRequestHistory() {
  const [history, setHistory] = useState<RequestHistory>();
  useEffect(() => {
    let mounted = true;
    whenRequestHistoryReady().then(
      (ready) => mounted && setHistory(ready),
      // The panel says so when the backend cannot start; History just stays empty.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  const entries = useSyncExternalStore(
    history?.subscribe ?? subscribeToNothing,
    history?.entries ?? noEntries,
  );
  return { entries, clear: () => history?.clear() };
}
