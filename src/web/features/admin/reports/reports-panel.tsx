import { SubscriptionsReport } from './subscriptions-report';
import { VatReport } from './vat-report';

/** The Reports tab: the VAT report for the return, then the subscriptions report. */
export function ReportsPanel() {
  return (
    <div className="flex flex-col gap-6">
      <VatReport />
      <SubscriptionsReport />
    </div>
  );
}

export default ReportsPanel;
