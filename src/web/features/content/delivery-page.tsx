import { buildDeliveryAndReturns } from '../../../core/content/delivery';
import { LegalDocumentPage } from './legal-document';

/** /delivery: UK delivery times and costs, the 14-day right to cancel, returns. */
export function Component() {
  return <LegalDocumentPage build={buildDeliveryAndReturns} />;
}
