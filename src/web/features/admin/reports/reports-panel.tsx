import { AccountantExport } from './accountant-export';
import { SubscriptionsReport } from './subscriptions-report';
import { VatReport } from './vat-report';

/** The Reports tab: the VAT report for the return, the accountant's files, then subscriptions. */
export function ReportsPanel() {
  return (
    <div className="flex flex-col gap-6">
      <VatReport />
      <AccountantExport />
      <SubscriptionsReport />
    </div>
  );
}

export default ReportsPanel;
