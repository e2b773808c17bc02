// The dialog both wholesale decisions that take a reason open (rejecting a pending application,
// changing a decided one): a trigger, what the decision does, the reason, keep or confirm. Sends
// the status and reason, and shows a reason the server refuses beside the field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { AdminApplicationDto } from '../../../core/api/admin';
import {
  DECISION_REASON_MAX,
  DECISION_REASON_REQUIRED,
} from '../../../core/schemas/wholesale-decision';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../lib/toast';
import { adminKeys, setApplicationStatus } from './api';
import { ConfirmFormDialog } from './confirm-form-dialog';
import { showFieldErrorOrToast } from './field-error-or-toast';

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
    onError: (err) => showFieldErrorOrToast(err, 'reason', setError, props.toasts.failure),
  });
  function submit() {
    if (props.reason.required && reason.trim() === '') {
      setError(DECISION_REASON_REQUIRED);
      return;
    }
    setError(undefined);
    decide.mutate();
  }
  return (
    <ConfirmFormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" disabled={props.trigger.disabled}>
          {props.trigger.icon}
          {props.trigger.label}
        </Button>
      }
      title={props.title}
      description={props.description}
      onSubmit={submit}
      keep={{ label: props.keepLabel, disabled: decide.isPending }}
      confirm={{ ...props.confirm, pending: decide.isPending }}
    >
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
    </ConfirmFormDialog>
  );
}
