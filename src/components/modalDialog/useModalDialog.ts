import { useId, useMemo, useRef } from 'react';

/**
 * A native modal `<dialog>`: `props` to spread on it (its ref, and the ids of the title and the
 * description that name and describe it), and `open`/`close` to show it modally and shut it.
 * The same object for the component's whole life, so an effect may depend on it.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  return useMemo(() => {
    const titleId = `${id}-title`;
    const descriptionId = `${id}-description`;
    return {
      props: { ref, 'aria-labelledby': titleId, 'aria-describedby': descriptionId },
      titleId,
      descriptionId,
      open: () => {
        if (ref.current && !ref.current.open) ref.current.showModal();
      },
      close: () => ref.current?.close(),
    };
  }, [id]);
}
