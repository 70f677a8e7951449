import { useId, useRef } from 'react';
import { Button } from '../Button';
import { Cluster } from '../Cluster';
import { Dialog } from './RequestTester.styles';

export interface ResetDemoDataProps {
  onReset: () => Promise<void>;
}

/** 'Reset demo data' (D18) behind an in-page confirmation: a modal `<dialog>`. */
export function ResetDemoData({ onReset }: ResetDemoDataProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const close = () => dialogRef.current?.close();
  const confirm = () => {
    close();
    void onReset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => dialogRef.current?.showModal()}>
        Reset demo data
      </Button>
      <Dialog
        as="dialog"
        $padding="lg"
        $shadow="lg"
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h2 id={`${id}-title`}>Reset demo data?</h2>
        <p id={`${id}-text`}>
          Users, carts, wishlists, addresses, orders and test todos go back to the demo data.
          Accounts created since are deleted.
        </p>
        <Cluster $justify="flex-end" $gap="sm">
          {/* First, so it has the focus when the dialog opens: the safe choice. */}
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={confirm}>Reset</Button>
        </Cluster>
      </Dialog>
    </>
  );
}
