export { useModalDialog } from './useModalDialog';
export { Sheet, useModalSheet } from './ModalSheet';
export { FieldGroup } from './FieldGroup';
