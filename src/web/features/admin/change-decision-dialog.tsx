import { RefreshCw } from 'lucide-react';
import type { AdminApplicationDto } from '../../../core/api/admin';
import { DecisionDialog } from './decision-dialog';

/**
 * Changes a decided application (approved ↔ rejected) with a required reason:
 * the dialog says what the change does to the applicant's account, and the reason is stored.
 */
export function ChangeDecisionDialog({
  application,
  name,
}: {
  application: AdminApplicationDto;
  name: string;
}) {
  const next = application.status === 'approved' ? 'rejected' : 'approved';
  const label = next === 'approved' ? 'Approve instead' : 'Reject instead';
  return (
    <DecisionDialog
      application={application}
      status={next}
      trigger={{ icon: <RefreshCw aria-hidden="true" />, label: 'Change decision' }}
      title={
        <>
          {next === 'approved' ? 'Approve' : 'Reject'} {application.companyName} instead?
        </>
      }
      description={
        <>
          {next === 'approved'
            ? `${name} gets a trade account at once: the Wholesale Shop and trade prices.`
            : `${name} loses the trade account at once and goes back to retail prices.`}{' '}
          They are emailed about the new decision
          {next === 'rejected' ? ', with this reason.' : '.'}
        </>
      }
      reason={{ label: 'Reason for the change', required: true }}
      keepLabel="Keep it"
      confirm={{
        label,
        loadingLabel: label,
        variant: next === 'rejected' ? 'destructive' : 'primary',
      }}
      toasts={{
        success: next === 'approved' ? 'Application approved' : 'Application rejected',
        failure: 'Could not change the decision',
      }}
    />
  );
}
