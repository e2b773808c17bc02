import { buildTerms } from '../../../core/content/legal';
import { LegalDocumentPage } from './legal-document';

/** /terms (docs/spec/accounts-and-back-office.md §2): buyers must be 18+; fixed 'Last updated' date (docs/decisions/003-legal-dates-and-placeholder-business-details.md). */
export function Component() {
  return <LegalDocumentPage build={buildTerms} />;
}
