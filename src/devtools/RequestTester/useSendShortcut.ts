import { useEffect, useEffectEvent, useRef } from 'react';

/** Ctrl+Enter, or Cmd+Enter on a Mac. */
const isSendKey = (event: KeyboardEvent) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/**
 * Sends on Ctrl+Enter (Cmd+Enter) from anywhere in the panel: returns the ref for the panel.
 * Not from its 'Reset demo data' dialog, which is a question of its own.
 */
export function useSendShortcut(send: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const onSendKey = useEffectEvent(send);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSendKey(event) || (event.target as Element).closest('dialog')) return;
      event.preventDefault();
      onSendKey();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, []);
  return ref;
}
