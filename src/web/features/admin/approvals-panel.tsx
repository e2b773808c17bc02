import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { AdminApplicationDto } from '../../../core/api/admin';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { PageSpinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { adminKeys, applicationsQuery, setApplicationStatus } from './api';
import { ChangeDecisionDialog } from './change-decision-dialog';
import { RejectApplicationDialog } from './reject-application-dialog';

const STATUS_BADGE: Record<AdminApplicationDto['status'], BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

function ApplicationCard({ application }: { application: AdminApplicationDto }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (status: 'approved' | 'rejected') => setApplicationStatus(application.id, status),
    onSuccess: () => {
      toast.success('Status updated');
      return queryClient.invalidateQueries({ queryKey: adminKeys.applications });
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  const name = `${application.firstName} ${application.lastName}`.trim() || application.email;
  return (
    <li className="rounded-xl border border-border bg-surface p-5" data-testid="application">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-display text-lg">{name}</p>
          <p className="text-muted-foreground text-sm">
            {application.companyName} · {application.city}, {application.country} ·{' '}
            {application.email}
          </p>
          <p className="mt-1 text-muted-foreground text-xs">
            Applied {formatDate(application.createdAt)}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[application.status]} className="capitalize">
          {application.status}
        </Badge>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {application.answers.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {application.status === 'pending' ? (
        <div className="mt-4 flex gap-2">
          <ConfirmAction
            title={`Approve ${application.companyName}?`}
            description={`${name} gets a trade account at once: the Wholesale Shop and trade prices.`}
            confirmLabel="Approve"
            destructive={false}
            onConfirm={() => decide.mutateAsync('approved').then(() => undefined)}
            trigger={
              <Button size="sm" disabled={decide.isPending}>
                <Check aria-hidden="true" />
                Approve
              </Button>
            }
          />
          <RejectApplicationDialog
            application={application}
            name={name}
            disabled={decide.isPending}
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3 border-border border-t pt-4 text-sm">
          {application.decidedAt ? (
            <p className="text-muted-foreground" data-testid="decision">
              {application.status === 'approved' ? 'Approved' : 'Rejected'}{' '}
              {formatDate(application.decidedAt)}
              {application.decidedBy ? ` by ${application.decidedBy}` : ''}
              {application.decisionReason ? (
                <>
                  {' '}
                  · Reason: <span className="text-foreground">{application.decisionReason}</span>
                </>
              ) : null}
            </p>
          ) : null}
          <div>
            <ChangeDecisionDialog application={application} name={name} />
          </div>
        </div>
      )}
    </li>
  );
}

export function ApprovalsPanel() {
  const { data, isPending, isError } = useQuery(applicationsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Wholesale Approvals</CardTitle>
        <CardDescription>Applications for a trade account, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageSpinner label="Loading applications" className="min-h-40" />
        ) : isError ? (
          <p className="text-destructive text-sm">Could not load the applications.</p>
        ) : data.applications.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No wholesale applications yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.applications.map((application) => (
              <ApplicationCard key={application.id} application={application} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
