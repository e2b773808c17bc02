// The dialog both wholesale decisions that take a reason open (rejecting a pending application,
// changing a decided one): a trigger, what the decision does, the reason, keep or confirm. Sends
// the status and reason, and shows a reason the server refuses beside the field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { AdminApplicationDto } from '../../../core/api/admin';
import {
  DECISION_REASON_MAX,
  DECISION_REASON_REQUIRED,
} from '../../../core/schemas/wholesale-decision';
import { Button, type ButtonVariant } from '../../components/ui/button';
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

export function DecisionDialog(props: {
  application: AdminApplicationDto;
  status: 'approved' | 'rejected';
  trigger: { icon: ReactNode; label: string; disabled?: boolean };
  title: ReactNode;
  description: ReactNode;
  reason: { label: string; description?: string; required: boolean };
  keepLabel: string;
  confirm: { label: string; loadingLabel: string; variant: ButtonVariant };
  toasts: { success: string; failure: string };
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = useMutation({
    mutationFn: () => setApplicationStatus(props.application.id, props.status, reason),
    onSuccess: async () => {
      toast.success(props.toasts.success);
      setOpen(false);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: adminKeys.applications });
    },
    onError: (err) => {
      if (isApiError(err) && err.fieldError('reason')) setError(err.fieldError('reason'));
      else toast.error(props.toasts.failure, { description: getErrorMessage(err) });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (props.reason.required && reason.trim() === '') {
      setError(DECISION_REASON_REQUIRED);
      return;
    }
    setError(undefined);
    decide.mutate();
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={props.trigger.disabled}>
          {props.trigger.icon}
          {props.trigger.label}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" className="max-w-md">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          <FormField
            label={props.reason.label}
            description={props.reason.description}
            required={props.reason.required}
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
              disabled={decide.isPending}
            >
              {props.keepLabel}
            </Button>
            <Button
              type="submit"
              variant={props.confirm.variant}
              loading={decide.isPending}
              loadingLabel={props.confirm.loadingLabel}
            >
              {props.confirm.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
