// The account domain's public surface: other domains import it only from here
// (.dependency-cruiser.cjs, docs/architecture.md "Server domains").
export { CANCELLATION_REASON, issueCreditNote, refundReason } from './credit-note';
export { type CreditNoteRow, creditNotesOfOrders } from './credit-note-list';
export { buildAccountExport, exportFileName } from './data-export';
export {
  anonymiseAccountData,
  cancelSubscriptionsForErasure,
  sendAccountDeletedEmail,
} from './erasure';
export { countOwnOrders } from './order-history';
export {
  answerDataRequest,
  customerRedactWebhookSchema,
  dataRequestWebhookSchema,
  redactCustomer,
  redactShop,
  shopRedactWebhookSchema,
} from './shopify-privacy';
export { type InvoiceItemRow, invoiceNumberFor, invoiceVatBreakdown } from './vat-invoice';
