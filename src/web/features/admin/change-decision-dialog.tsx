import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AdminApplicationDto } from '../../../core/api/admin';
import {
  DECISION_REASON_MAX,
  DECISION_REASON_REQUIRED,
} from '../../../core/schemas/wholesale-decision';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { adminKeys, setApplicationStatus } from './api';

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
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const next = application.status === 'approved' ? 'rejected' : 'approved';
  const change = useMutation({
    mutationFn: () => setApplicationStatus(application.id, next, reason),
    onSuccess: async () => {
      toast.success(next === 'approved' ? 'Application approved' : 'Application rejected');
      setOpen(false);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: adminKeys.applications });
    },
    onError: (err) => {
      if (isApiError(err) && err.fieldError('reason')) setError(err.fieldError('reason'));
      else toast.error('Could not change the decision', { description: getErrorMessage(err) });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(DECISION_REASON_REQUIRED);
      return;
    }
    setError(undefined);
    change.mutate();
  }
  const label = next === 'approved' ? 'Approve instead' : 'Reject instead';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <RefreshCw aria-hidden="true" />
          Change decision
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" className="max-w-md">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>
              {next === 'approved' ? 'Approve' : 'Reject'} {application.companyName} instead?
            </DialogTitle>
            <DialogDescription>
              {next === 'approved'
                ? `${name} gets a trade account at once: the Wholesale Shop and trade prices.`
                : `${name} loses the trade account at once and goes back to retail prices.`}{' '}
              They are emailed about the new decision
              {next === 'rejected' ? ', with this reason.' : '.'}
            </DialogDescription>
          </DialogHeader>
          <FormField label="Reason for the change" required error={error}>
            <Textarea
              rows={3}
              maxLength={DECISION_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => setOpen(false)}
              disabled={change.isPending}
            >
              Keep it
            </Button>
            <Button
              type="submit"
              variant={next === 'rejected' ? 'destructive' : 'primary'}
              loading={change.isPending}
              loadingLabel={label}
            >
              {label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
