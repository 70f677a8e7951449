export { TestPaymentSheet, TEST_DECLINE_REASON } from './TestPaymentSheet';
export type { TestPaymentSheetProps } from './TestPaymentSheet';
export { useTestPaymentSheet } from './useTestPaymentSheet';
export type { TestPaymentSheetHandle } from './useTestPaymentSheet';
