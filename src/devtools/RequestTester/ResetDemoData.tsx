import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { useModalDialog } from '../../components/modalDialog';
import { Dialog } from './RequestTester.styles';

export interface ResetDemoDataProps {
  onReset: () => Promise<void>;
}

/** 'Reset demo data' (D18) behind an in-page confirmation: a modal `<dialog>`. */
export function ResetDemoData({ onReset }: ResetDemoDataProps) {
  const dialog = useModalDialog();
  const confirm = () => {
    dialog.close();
    void onReset();
  };
  return (
    <>
      <Button variant="secondary" onClick={dialog.open}>
        Reset demo data
      </Button>
      <Dialog as="dialog" $padding="lg" $shadow="lg" {...dialog.props}>
        <h2 id={dialog.titleId}>Reset demo data?</h2>
        <p id={dialog.descriptionId}>
          Users, carts, wishlists, addresses, orders and test todos go back to the demo data.
          Accounts created since are deleted.
        </p>
        <Cluster $justify="flex-end" $gap="sm">
          {/* First, so it has the focus when the dialog opens: the safe choice. */}
          <Button variant="secondary" onClick={dialog.close}>
            Cancel
          </Button>
          <Button onClick={confirm}>Reset</Button>
        </Cluster>
      </Dialog>
    </>
  );
}
