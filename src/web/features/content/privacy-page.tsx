import { buildPrivacyPolicy } from '../../../core/content/legal';
import { LegalDocumentPage } from './legal-document';

/** /privacy (docs/spec/accounts-and-back-office.md §2): UK GDPR rights, not for under-18s; fixed 'Last updated' date. */
export function Component() {
  return <LegalDocumentPage build={buildPrivacyPolicy} />;
}
