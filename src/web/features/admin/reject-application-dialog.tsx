import { X } from 'lucide-react';
import type { AdminApplicationDto } from '../../../core/api/admin';
import { DecisionDialog } from './decision-dialog';

/**
 * The first decision to reject a pending application, with an optional reason that the applicant
 * reads in the decision email and on the wholesale page (wholesale/trade-accounts.ts).
 */
export function RejectApplicationDialog({
  application,
  name,
  disabled,
}: {
  application: AdminApplicationDto;
  name: string;
  disabled: boolean;
}) {
  return (
    <DecisionDialog
      application={application}
      status="rejected"
      trigger={{ icon: <X aria-hidden="true" />, label: 'Reject', disabled }}
      title={`Reject ${application.companyName}?`}
      description={`${name} will not get a trade account and keeps shopping at retail prices. They are emailed about the decision.`}
      reason={{
        label: 'Reason (optional)',
        description: 'Sent to the applicant in the email and shown on their wholesale page.',
        required: false,
      }}
      keepLabel="Keep it pending"
      confirm={{ label: 'Reject application', loadingLabel: 'Rejecting', variant: 'destructive' }}
      toasts={{ success: 'Application rejected', failure: 'Could not reject the application' }}
    />
  );
}
