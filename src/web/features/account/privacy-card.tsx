import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_DELETION_CONSEQUENCES,
  type DeleteAccountValues,
  deleteAccountSchema,
  SUBSCRIPTIONS_CANCELLED_CONSEQUENCE,
} from '../../../core/schemas/account-deletion';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { downloadMyData, useDeleteAccount } from './api';
import { DeletionPlanList, useDeletionPlan } from './deletion-plan-list';
import { SectionCard } from './section-card';
import { isStepUpRequired, StepUpDialog, StepUpThenRetry } from './step-up-prompt';

/** The Profile tab's "Your data" card (UK GDPR): download everything, or delete the account. */
export function PrivacyCard() {
  const [downloading, setDownloading] = useState(false);
  const [open, setOpen] = useState(false);
  const [stepUp, setStepUp] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
      toast.success('Your data has been downloaded.');
    } catch (error) {
      if (isStepUpRequired(error)) setStepUp(true);
      else toast.error(getErrorMessage(error, 'We could not prepare your data. Please try again.'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <SectionCard
      title="Your data"
      titleId="privacy-heading"
      description="Download everything we hold about you, or delete your account."
    >
      <div className="flex flex-col gap-3">
        <Button
          variant="outline"
          className="w-full"
          onClick={download}
          loading={downloading}
          loadingLabel="Preparing your data"
        >
          <Download aria-hidden="true" />
          Download my data
        </Button>
        <Button variant="destructive" className="w-full" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
      <StepUpDialog open={stepUp} onClose={() => setStepUp(false)} onVerified={download} />
    </SectionCard>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [stepUp, setStepUp] = useState(false);
  const plan = useDeletionPlan(open);
  const blocked = plan.data?.canDelete === false;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      if (isStepUpRequired(error)) {
        setStepUp(true);
        return;
      }
      const field = isApiError(error) ? error.fieldError('password') : undefined;
      if (field) form.setError('password', { message: field });
      else
        setFailure(getErrorMessage(error, 'Your account could not be deleted. Please try again.'));
      return;
    }
    onOpenChange(false);
    toast.success('Your account has been deleted. We have emailed you a confirmation.');
    await navigate('/');
    queryClient.removeQueries({ queryKey: ['account'] });
    await queryClient.invalidateQueries({ queryKey: ['me'] });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          setFailure(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent role="alertdialog" className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This cannot be undone. When you confirm:</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <ul className="grid list-disc gap-1.5 pl-5 text-sm">
            {ACCOUNT_DELETION_CONSEQUENCES.filter(
              (line) => line !== SUBSCRIPTIONS_CANCELLED_CONSEQUENCE,
            ).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <DeletionPlanList plan={plan.data} />
          {plan.isError ? (
            <FormAlert message="We could not check your subscriptions. Close this and try again." />
          ) : null}
          <FormField label="Your password" error={form.formState.errors.password?.message} required>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <StepUpThenRetry needed={stepUp} done={() => setStepUp(false)} retry={submit} />
          <FormAlert message={failure} />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={form.formState.isSubmitting}
            >
              Keep my account
            </Button>
            <Button
              type="submit"
              variant="destructive"
              loading={form.formState.isSubmitting}
              loadingLabel="Deleting your account"
              disabled={!plan.data || blocked}
            >
              Delete my account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
