import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AdminApplicationDto } from '../../../core/api/admin';
import { DECISION_REASON_MAX } from '../../../core/schemas/wholesale-decision';
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
 * The first decision to reject a pending application, with an optional reason that the applicant
 * reads in the decision email and on the wholesale page (wholesale/service.ts).
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
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reject = useMutation({
    mutationFn: () => setApplicationStatus(application.id, 'rejected', reason),
    onSuccess: async () => {
      toast.success('Application rejected');
      setOpen(false);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: adminKeys.applications });
    },
    onError: (err) => {
      if (isApiError(err) && err.fieldError('reason')) setError(err.fieldError('reason'));
      else toast.error('Could not reject the application', { description: getErrorMessage(err) });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    reject.mutate();
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          <X aria-hidden="true" />
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" className="max-w-md">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Reject {application.companyName}?</DialogTitle>
            <DialogDescription>
              {name} will not get a trade account and keeps shopping at retail prices. They are
              emailed about the decision.
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="Reason (optional)"
            description="Sent to the applicant in the email and shown on their wholesale page."
            error={error}
          >
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
              disabled={reject.isPending}
            >
              Keep it pending
            </Button>
            <Button
              type="submit"
              variant="destructive"
              loading={reject.isPending}
              loadingLabel="Rejecting"
            >
              Reject application
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
