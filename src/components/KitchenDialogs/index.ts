export { AcceptDialog, type AcceptDialogProps } from './AcceptDialog';
export { RejectDialog, type RejectDialogProps } from './RejectDialog';
